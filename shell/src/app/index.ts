/** The page's composition: layout, routes, toasts, the preview banner. Imported through this file only. */
export { App } from './App';
