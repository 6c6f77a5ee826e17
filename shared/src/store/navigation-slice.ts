import type { StateCreator } from 'zustand/vanilla';
import {
  fromUrl,
  parseTarget,
  toHref,
  DEFAULT_URL_MODE,
  type AppLocation,
  type UrlMode,
} from '../routing/location';

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one (redirects use this). */
  replace?: boolean;
}

export interface NavigationSlice {
  location: AppLocation;
  urlMode: UrlMode;
  basePath: string;
  /** Goes to an in-app target such as "/solutions#sales", "#sales" or "/". */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Builds the href for a target in the current URL mode; every link in the site uses it. */
  hrefFor: (to: string) => string;
  /** Re-reads the browser URL (the shell's router calls it on popstate and at start). */
  syncFromUrl: () => void;
  /** Set once by the shell before the first render. */
  configureUrls: (mode: UrlMode, basePath: string) => void;
}

function readBrowserUrl(mode: UrlMode, basePath: string): AppLocation {
  if (typeof window === 'undefined') return { path: '/', hash: '' };
  return fromUrl(window.location, mode, basePath);
}

export const createNavigationSlice: StateCreator<NavigationSlice, [], [], NavigationSlice> = (
  set,
  get,
) => ({
  location: readBrowserUrl(DEFAULT_URL_MODE, '/'),
  urlMode: DEFAULT_URL_MODE,
  basePath: '/',
  navigate: (to, { replace = false } = {}) => {
    const { location, urlMode, basePath } = get();
    const next = parseTarget(to, location);
    const href = toHref(next, urlMode, basePath);
    if (typeof window !== 'undefined') {
      window.history[replace ? 'replaceState' : 'pushState'](null, '', href);
    }
    if (next.path !== location.path || next.hash !== location.hash) set({ location: next });
  },
  hrefFor: (to) => {
    const { location, urlMode, basePath } = get();
    return toHref(parseTarget(to, location), urlMode, basePath);
  },
  syncFromUrl: () => {
    const { location, urlMode, basePath } = get();
    const next = readBrowserUrl(urlMode, basePath);
    if (next.path !== location.path || next.hash !== location.hash) set({ location: next });
  },
  configureUrls: (urlMode, basePath) => {
    set({ urlMode, basePath, location: readBrowserUrl(urlMode, basePath) });
  },
});
