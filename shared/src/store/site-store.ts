import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createNavigationSlice, type NavigationSlice } from './navigation-slice';
import { createToastSlice, type ToastInput, type ToastSlice } from './toast-slice';

export type SiteState = ToastSlice & NavigationSlice;

/**
 * The one store of the site. `@site/shared` is a Module Federation singleton, so the shell
 * and every remote get this same instance: it is the only channel between them.
 */
export const siteStore = createStore<SiteState>()((...args) => ({
  ...createToastSlice(...args),
  ...createNavigationSlice(...args),
}));

export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(siteStore, selector);
}

/** For code outside React (and handlers): raises the site's toast. */
export function toast(input: ToastInput): string {
  return siteStore.getState().showToast(input);
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  siteStore.getState().navigate(to, options);
}
