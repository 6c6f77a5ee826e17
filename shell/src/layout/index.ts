/**
 * The frame of every page (the skip link, the header, <main>, the footer), the global styles,
 * and the card a notice floats in. Imported through this file only.
 */
export { GlobalStyles } from './GlobalStyles';
export { Layout } from './Layout';
export { noticeCard } from './notice-card';
export { MAIN_CONTENT_ID } from './SkipLink';
