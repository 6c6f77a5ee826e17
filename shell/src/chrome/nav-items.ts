import { paths, site } from '@site/shared';
import { createContext } from 'react';
import { declaredPages, type DeclaredRemotePage } from '../environment';

export interface NavItem {
  label: string;
  to: string;
  /** Also in the footer's Company column ("nav": { "footer": true } in a remote's declaration). */
  inFooter?: boolean;
}

/**
 * The shell's own links, placed among the remotes' by `order`: a remote adds its link in its
 * declaration (remote-<name>/pages.json, "nav", live with its release), lower orders first.
 */
const SHELL_NAV: ReadonlyArray<NavItem & { order: number }> = [
  { label: 'Benefits', to: paths.benefits.path, order: 20 },
  { label: 'About', to: paths.about.path, order: 30 },
];

/** The header's and the mobile menu's links, in order; those the footer shows too are marked. */
export function navItemsOf(remotePages: readonly DeclaredRemotePage[]): readonly NavItem[] {
  const declared = remotePages.flatMap(({ path, nav }) => (nav ? [{ label: nav.label, to: path, order: nav.order, inFooter: nav.footer === true }] : []));
  return [...SHELL_NAV, ...declared]
    .sort((a, b) => a.order - b.order)
    .map(({ label, to, inFooter }) => (inFooter ? { label, to, inFooter } : { label, to }));
}

export const navItems: readonly NavItem[] = navItemsOf(declaredPages().pages);

/**
 * The links the header (and, those marked, the footer) shows: the page's own (navItems) in the
 * browser; the static frame's renderer provides those of the deploy's declarations when a
 * release writes the frame again (frame/render-static-frame.tsx), so a link a release adds is
 * in the first paint.
 */
export const NavItemsContext = createContext<readonly NavItem[]>(navItems);

/** A separate third-party site: opens in a new tab. */
export const externalNavItem = { label: 'CloudAI', href: site.cloudAiUrl } as const;

/**
 * The one link marked current on a page (docs/SPEC.md, section 2.2): the link to the page
 * itself, else the deepest link above it, so an article keeps Resources current while a page a
 * remote declares under /solutions with a link of its own takes the mark from Solutions. Null
 * when no link is at or above the page.
 */
export function currentLinkOf(items: readonly Pick<NavItem, 'to'>[], currentPath: string): string | null {
  const above = items.map(({ to }) => to).filter((to) => currentPath === to || currentPath.startsWith(`${to}/`));
  return above.reduce<string | null>((deepest, to) => (deepest === null || to.length > deepest.length ? to : deepest), null);
}
