/**
 * What the look check runs inside the page, in every engine (Visitor.evaluate): each function
 * uses nothing outside itself, since its source is what is sent.
 */

/** A region where this screen shows it, in the picture's pixels, or null where it is off the screen. */
export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Holds the page still for its picture, and hides what differs by itself between two visits:
 * the one declared place for both (docs/releasing.md, "What the gate compares").
 *   - animations jump to their end and transitions are off (the engines' reduced motion is not
 *     emulated everywhere: WebDriver has no way to ask for it), the caret is not drawn;
 *   - the preview banner, which only the candidate's side shows, is hidden (it is fixed, so the
 *     page around it does not move).
 */
export function holdStill(): void {
  if (document.getElementById('looks-still')) return;
  const style = document.createElement('style');
  style.id = 'looks-still';
  style.textContent = [
    '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important; transition: none !important; caret-color: transparent !important; }',
    'html { scroll-behavior: auto !important; }',
    '[data-testid="preview-banner"] { visibility: hidden !important; }',
  ].join('\n');
  document.head.append(style);
}

/**
 * Whether the page is drawn in full, by its own signals (as the prerender's crawl reads them):
 * the app has taken the page over, one route is in <main>, `path`'s, with its heading (a page
 * left keeps its place until its exit has played), nothing in it is
 * busy, the fonts are in, the images on the screen are loaded, and no animation that ends is
 * running (the page transition is played by Web Animations, which no style sheet stops). At the
 * top of the page the skip link is given the focus, again if the app has moved it since (to the
 * new page's heading), so that the picture shows it.
 */
export function drawnInFull({ path, screen, width }: { path: string; screen: 'top' | 'bottom'; width?: number }): boolean {
  // WebDriver's window is resized in steps (webdriver-visitor.ts): the page has the width it reached.
  if (width !== undefined && innerWidth !== width) return false;
  const ending = (animation: Animation) => animation.effect?.getComputedTiming().iterations !== Infinity;
  // Played to their end at once: the picture is of the page at rest, and a page transition's two
  // 0.3 s halves would cost most of the check's time.
  for (const animation of document.getAnimations().filter(ending)) animation.finish();
  const skip = document.querySelector<HTMLElement>('a[href="#main-content"]');
  if (screen === 'top' && skip && document.activeElement !== skip) skip.focus({ preventScroll: true });
  const routes = document.querySelectorAll('main [data-route-path]');
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0;
  };
  return (
    document.querySelector('#root[data-live]') !== null &&
    routes.length === 1 &&
    routes[0].getAttribute('data-route-path') === path &&
    routes[0].querySelector('h1') !== null &&
    !routes[0].querySelector('[aria-busy="true"], [data-prerendered]') &&
    document.fonts.status === 'loaded' &&
    [...document.images].filter(onScreen).every((image) => image.complete && image.dataset.state !== 'loading') &&
    document.getAnimations().filter(ending).every((animation) => animation.playState !== 'running')
  );
}

/** Resolves after two frames: what the last change asked for is painted. */
export function twoFrames(): Promise<boolean> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));
}

/**
 * Scrolls to the top (drawnInFull gives the skip link the focus, so the picture shows it), or to
 * the bottom, with nothing focused.
 */
export function showScreen(screen: 'top' | 'bottom'): void {
  if (screen === 'top') {
    scrollTo(0, 0);
  } else {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, document.documentElement.scrollHeight);
  }
}

/**
 * Where this screen shows each region, in the picture's pixels: the shell's header, footer and
 * skip link (those outside <main>: a page may have a header of its own), and the page, which is
 * <main> below the header that is drawn over it.
 */
export function regionsOnScreen(): Array<{ name: string; box: ScreenBox | null }> {
  const scale = devicePixelRatio;
  const shellPart = (tag: string) => [...document.querySelectorAll(tag)].find((element) => !element.closest('main')) ?? null;
  const header = shellPart('header');
  const onScreen = (element: Element | null, top = 0): ScreenBox | null => {
    if (!element) return null;
    const box = element.getBoundingClientRect();
    const y = Math.max(box.top, top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const x = Math.max(box.left, 0);
    const right = Math.min(box.right, document.documentElement.clientWidth);
    if (bottom <= y || right <= x || getComputedStyle(element).visibility === 'hidden') return null;
    return { x: x * scale, y: y * scale, width: (right - x) * scale, height: (bottom - y) * scale };
  };
  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  return [
    { name: 'header', box: onScreen(header) },
    { name: 'skip link', box: onScreen(document.querySelector('a[href="#main-content"]')) },
    { name: 'footer', box: onScreen(shellPart('footer')) },
    { name: 'page', box: onScreen(document.querySelector('main'), headerBottom) },
  ];
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
