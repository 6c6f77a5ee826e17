/** The site's header. Imported through this file only. */
export { Header } from './Header';
