/**
 * Taking over prerendered HTML: keeping the nodes of the page it brought for the remote page
 * that shows them, and carrying focus and typing over to the live DOM. Imported through this
 * file only.
 */
export { carryOver, interactiveElements, watchFocusLoss } from './carry-over';
export { firstPageCameWithHtml, forgetPrerenderedPage, keepPrerenderedPage, prerenderedNodes } from './prerendered-page';
