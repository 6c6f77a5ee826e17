/**
 * When deferred work runs: after the first page, on the first interaction or the idle moment after it, when an element
 * appears, and a request kept until it fails. Imported through this file only.
 */
export { afterFirstPage } from './after-first-page';
export { firstInteraction, idleAfterFirstInteraction, resetFirstInteractionForTests } from './first-interaction';
export { untilRejected } from './until-rejected';
export { waitForDom, waitForElement } from './wait-for-element';
