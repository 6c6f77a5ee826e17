/**
 * What the look check runs inside the page, in every engine (Visitor.evaluate): each function
 * uses nothing outside itself, since its source is what is sent.
 */

/** A region where this screen shows it, in the picture's pixels, or null where it is off the screen. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Shows the top of the page (the skip link given the focus, so the picture shows it) or its
 * bottom (nothing focused), and once the page is drawn in full there, waits two frames and
 * gives where the picture shows each region; while the page is not drawn in full yet, what it
 * waits for, and the caller asks again. One round trip per picture: each costs 50-150 ms over Firefox's
 * WebDriver BiDi, and a picture asked for four (show, check, wait, measure) took twice as long.
 *
 * Drawn in full, by the page's own signals (as the prerender's crawl reads them): the app has
 * taken the page over, one route is in <main>, `path`'s, with its heading (a page left keeps its
 * place until its exit has played), nothing in it is busy, the fonts are in, the images on the
 * screen are loaded, the page has the width asked for, and no animation that ends is running
 * (the page transition is played by Web Animations, which no style sheet stops: they are played
 * to their end here, as a page transition's two 0.3 s halves would cost most of the check's time,
 * and the page waited for until the transition has taken them off).
 *
 * The regions: the shell's header, footer and skip link (those outside <main>: a page may have a
 * header of its own), and the page, which is <main> below the header that is drawn over it.
 */
export function readyScreen({ path, screen, width }: { path: string; screen: 'top' | 'bottom'; width?: number }): Promise<{ regions: Array<{ name: string; box: PageBox | null }> } | { waiting: string }> {
  // The page held still for its picture, and what differs by itself between two visits hidden:
  // the one declared place for both (docs/releasing.md, "What the gate compares").
  //   - animations jump to their end and transitions are off (the engines' reduced motion is not
  //     emulated everywhere: WebDriver has no way to ask for it), the caret is not drawn;
  //   - the preview banner, which only the candidate's side shows, is hidden (it is fixed, so the
  //     page around it does not move).
  if (!document.getElementById('looks-still')) {
    const style = document.createElement('style');
    style.id = 'looks-still';
    style.textContent = [
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important; transition: none !important; caret-color: transparent !important; }',
      'html { scroll-behavior: auto !important; }',
      '[data-testid="preview-banner"] { visibility: hidden !important; }',
    ].join('\n');
    document.head.append(style);
  }
  const skip = document.querySelector<HTMLElement>('a[href="#main-content"]');
  if (screen === 'top') {
    if (scrollY !== 0) scrollTo(0, 0);
    if (skip && document.activeElement !== skip) skip.focus({ preventScroll: true });
  } else {
    if (document.activeElement === skip) skip?.blur();
    scrollTo(0, document.documentElement.scrollHeight);
  }
  const ending = (animation: Animation) => animation.effect?.getComputedTiming().iterations !== Infinity;
  for (const animation of document.getAnimations().filter(ending)) animation.finish();
  const routes = document.querySelectorAll('main [data-route-path]');
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0;
  };
  // In order: the first unmet says what the check waits for, when it waits too long.
  const conditions: Array<[string, () => boolean]> = [
    [`the page to be ${width} px wide`, () => width === undefined || innerWidth === width],
    ['the app to take the page over', () => document.querySelector('#root[data-live]') !== null],
    [`${path} to be the one page in <main>`, () => routes.length === 1 && routes[0].getAttribute('data-route-path') === path],
    ['its heading', () => routes[0].querySelector('h1') !== null],
    ['nothing in it to be busy', () => !routes[0].querySelector('[aria-busy="true"], [data-prerendered]')],
    ['the fonts', () => document.fonts.status === 'loaded'],
    ['the images on the screen', () => [...document.images].filter(onScreen).every((image) => image.complete && image.dataset.state !== 'loading')],
    // A script's animation gone (the page transition's own end, motion's, sets the last keyframe
    // as the element's style and cancels it, a task after it finishes), a style sheet's finished
    // (one that holds its last keyframe stays in the list: WebKit, which plays the sections'
    // entrances that reduced motion leaves out elsewhere).
    ['its animations to end', () => document.getAnimations().filter(ending).every((animation) => animation instanceof CSSAnimation && animation.playState === 'finished')],
  ];
  const unmet = conditions.find(([, met]) => !met());
  if (unmet) return Promise.resolve({ waiting: unmet[0] });

  const scale = devicePixelRatio;
  const shellPart = (tag: string) => [...document.querySelectorAll(tag)].find((element) => !element.closest('main')) ?? null;
  const where = (element: Element | null, top = 0): PageBox | null => {
    if (!element) return null;
    const box = element.getBoundingClientRect();
    const y = Math.max(box.top, top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const x = Math.max(box.left, 0);
    const right = Math.min(box.right, document.documentElement.clientWidth);
    if (bottom <= y || right <= x || getComputedStyle(element).visibility === 'hidden') return null;
    return { x: x * scale, y: y * scale, width: (right - x) * scale, height: (bottom - y) * scale };
  };
  const measure = () => {
    const header = shellPart('header');
    const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    return {
      scrolled: [scrollX, scrollY],
      regions: [
        { name: 'header', box: where(header) },
        { name: 'skip link', box: where(skip) },
        { name: 'footer', box: where(shellPart('footer')) },
        { name: 'page', box: where(document.querySelector('main'), headerBottom) },
      ],
    };
  };
  const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // The same regions, at the same scroll, two frames apart: nothing the app still does (its
  // scroll after a navigation, a late layout) moves the page under the picture.
  return twoFrames().then(() => {
    const first = JSON.stringify(measure());
    return twoFrames().then(() => {
      const second = measure();
      return JSON.stringify(second) === first ? { regions: second.regions } : { waiting: 'the page to stop moving' };
    });
  });
}

/**
 * Goes to a route inside the app, as a link of the site does (the shell's router follows the
 * browser's history), so that what the last page left in the document stays.
 */
export function goInside({ path, hashMode }: { path: string; hashMode: boolean }): void {
  history.pushState(null, '', hashMode ? `/#${path}` : path);
  dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * The first link on the page to a path that `pattern` matches (a declared page with parameters,
 * "/resources/:type/:slug"), as a path, or null.
 */
export function linkMatching(pattern: string): string | null {
  const matcher = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/#?]+')}$`);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) continue;
    const path = url.hash.startsWith('#/') ? url.hash.slice(1) : url.pathname;
    if (matcher.test(path)) return path;
  }
  return null;
}

/** Which preview the page runs: the banner's words, or null when it shows none. */
export function previewBanner(): string | null {
  return document.querySelector('[data-testid="preview-banner"]')?.textContent ?? null;
}

/** Leaves a preview this tab keeps (the shell keeps it in sessionStorage), so the live site runs. */
export function leavePreview(): void {
  sessionStorage.clear();
}

