import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToStaticMarkup } from 'react-dom/server';
import { siteStore } from '@site/shared';
import { NavItemsContext, navItems, navItemsOf } from '../chrome';
import { BASE_PATH, declaredPagesFrom, URL_MODE } from '../environment';
import { SlowStartNotice } from './SlowStartNotice';
import { StaticFrame } from './StaticFrame';

/** Marks the frame in index.html; React replaces the contents of #root on its first commit. */
export const STATIC_FRAME_ATTRIBUTE = 'data-static-frame';

export interface RenderedFrame {
  /** The frame's styles as <style data-emotion> elements, for the document's <head>. */
  styles: string;
  /** The frame's markup, for inside #root. */
  html: string;
}

/**
 * The frame's HTML for index.html (run at build time, in Node). It is inert and hidden from
 * assistive technology: it is a picture of the site until React renders the real page a moment
 * later, and a form filled in or a menu opened in it would be lost when it is replaced.
 * Its links have the same hrefs as the live ones, for the build's URL mode and base path.
 *
 * Its styles go to the <head> (emotion's "advanced" server rendering with @emotion/server):
 * left to emotion's default, they would be <style> elements inside the body, which HTML does
 * not allow inside a list and whose global selectors reach outside their parent. In the
 * browser, emotion's cache (key "css", the default) takes these elements over, so the live page
 * does not insert the same rules again.
 *
 * The build renders it with the pages it was built with. The build also keeps this renderer
 * (shell/build/static-frame-plugin.js), and the deploy calls it again with the live remotes'
 * declarations (`sitePages`, the JSON the HTML carries: shell/src/environment/declared-pages.ts), so
 * header links a release adds or removes are in the first paint, from the deployed shell's own code.
 */
export function renderStaticFrame(sitePages?: unknown): RenderedFrame {
  // Outside a browser the store's path is "/", which marks no navigation item as current.
  siteStore.getState().configureUrls(URL_MODE, BASE_PATH);
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const links = sitePages === undefined ? navItems : navItemsOf(declaredPagesFrom(sitePages).pages);
  const markup = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <NavItemsContext.Provider value={links}>
        <div {...{ [STATIC_FRAME_ATTRIBUTE]: '' }} inert aria-hidden="true">
          <StaticFrame />
        </div>
      </NavItemsContext.Provider>
      <SlowStartNotice />
    </CacheProvider>,
  );
  const chunks = emotionServer.extractCriticalToChunks(markup);
  return { styles: emotionServer.constructStyleTagsFromChunks(chunks), html: chunks.html };
}
