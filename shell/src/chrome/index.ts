/**
 * What the header and the footer share: the site's links (the shell's own and those the remotes
 * declare) and the brand's mark. Imported through this file only.
 */
export { LogoMark } from './LogoMark';
export { currentLinkOf, externalNavItem, navItems, navItemsOf, NavItemsContext, type NavItem } from './nav-items';
