import { renderToStaticMarkup } from 'react-dom/server';
import { siteStore } from '@site/shared';
import { BASE_PATH, URL_MODE } from '../app/build-settings';
import { SlowStartNotice } from './SlowStartNotice';
import { StaticFrame } from './StaticFrame';

/** Marks the frame in index.html; React replaces the contents of #root on its first commit. */
export const STATIC_FRAME_ATTRIBUTE = 'data-static-frame';

/**
 * The frame's HTML for index.html (run at build time, in Node). It is inert and hidden from
 * assistive technology: it is a picture of the site until React renders the real page a moment
 * later, and a form filled in or a menu opened in it would be lost when it is replaced.
 * Its links have the same hrefs as the live ones, for the build's URL mode and base path.
 */
export function renderStaticFrame(): string {
  // Outside a browser the store's path is "/", which marks no navigation item as current.
  siteStore.getState().configureUrls(URL_MODE, BASE_PATH);
  const frame = renderToStaticMarkup(<StaticFrame />);
  return `<div ${STATIC_FRAME_ATTRIBUTE} inert aria-hidden="true">${frame}</div>${renderToStaticMarkup(<SlowStartNotice />)}`;
}
