/** Where the site's one toast appears. Imported through this file only. */
export { ToastSlot } from './ToastSlot';
