/** The site's footer, with its newsletter form. Imported through this file only. */
export { Footer } from './Footer';
