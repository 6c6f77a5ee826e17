import { paths, site } from '@site/shared';

export interface NavItem {
  label: string;
  to: string;
}

export const navItems: readonly NavItem[] = [
  { label: 'Solutions', to: paths.solutions.path },
  { label: 'Benefits', to: paths.benefits.path },
  { label: 'About', to: paths.about.path },
  { label: 'Resources', to: paths.resources.path },
];

/** A separate third-party site: opens in a new tab. */
export const externalNavItem = { label: 'CloudAI', href: site.cloudAiUrl } as const;

/** Active for its own path and anything below it (an article keeps Resources active). */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
