import styled from '@emotion/styled';
import { ExternalLink, Menu, X } from 'lucide-react';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import {
  ButtonLink,
  Container,
  Link,
  VisuallyHidden,
  colors,
  focusRing,
  layout,
  mq,
  navLinkStates,
  paths,
  radii,
  shadows,
  useSiteStore,
} from '@site/shared';
import { Logo } from './Logo';
import { currentLinkOf, externalNavItem, NavItemsContext } from '../chrome';
import { useScrolledPast } from './useScrolledPast';

const Bar = styled.header<{ solid: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.headerHeight};
  display: flex;
  align-items: center;
  background: ${({ solid }) => (solid ? 'rgba(255, 255, 255, 0.85)' : 'transparent')};
  backdrop-filter: ${({ solid }) => (solid ? 'saturate(180%) blur(12px)' : 'none')};
  box-shadow: ${({ solid }) => (solid ? shadows.header : 'none')};
  transition: background-color 0.2s ease, box-shadow 0.2s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * On wide screens a grid of three columns, the navigation centred in the middle one: no item's
 * place depends on the ones after it. A browser may paint the HTML's header before the parser
 * has reached its last item; in a row spaced between its items, the navigation sat at the end
 * of the row until the Contact Us button arrived, then jumped 257 px (a layout shift, on a busy
 * machine one load in twenty).
 */
const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  ${mq.lg} {
    display: grid;
    grid-template-columns: minmax(max-content, 1fr) auto minmax(max-content, 1fr);
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${mq.lg} {
    display: flex;
    align-items: center;
    justify-self: center;
    gap: 4px;
  }
`;

const navLinkStyles = `
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 12px;
  font-weight: 600;
  font-size: 0.9375rem;
  ${navLinkStates}
`;

const NavLink = styled(Link)`
  ${navLinkStyles}
`;

const ExternalNavLink = styled.a`
  ${navLinkStyles}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-self: end;
  gap: 8px;
`;

const DesktopCta = styled(ButtonLink)`
  display: none;
  ${mq.lg} {
    display: inline-flex;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
  ${mq.lg} {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  position: absolute;
  top: ${layout.headerHeight};
  left: 0;
  right: 0;
  max-height: calc(100vh - ${layout.headerHeight});
  overflow-y: auto;
  padding: 12px 20px 20px;
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  box-shadow: ${shadows.raised};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  a {
    width: 100%;
    min-height: 48px;
    font-size: 1rem;
  }
  ${mq.lg} {
    display: none;
  }
`;

const MobileCta = styled(ButtonLink)`
  width: 100%;
  margin-top: 12px;
`;

export function Header() {
  const solid = useScrolledPast();
  const currentPath = useSiteStore((s) => s.location.path);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation (a link in the menu, back/forward) closes the menu, in the render that
  // shows the new path (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [menuPath, setMenuPath] = useState(currentPath);
  if (menuPath !== currentPath) {
    setMenuPath(currentPath);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const navItems = useContext(NavItemsContext);
  const currentLink = currentLinkOf(navItems, currentPath);
  const closeMenu = () => setMenuOpen(false);
  const links = (onSelect?: () => void) => (
    <>
      {navItems.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            aria-current={item.to === currentLink ? 'page' : undefined}
            onClick={onSelect}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
      <li>
        <ExternalNavLink href={externalNavItem.href} target="_blank" rel="noopener noreferrer" onClick={onSelect}>
          {externalNavItem.label}
          <ExternalLink size={14} aria-hidden="true" />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </ExternalNavLink>
      </li>
    </>
  );

  return (
    <Bar solid={solid || menuOpen} data-solid={solid || menuOpen ? 'true' : 'false'}>
      <Inner>
        <Logo />
        <DesktopNav aria-label="Main">
          <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>{links()}</ul>
        </DesktopNav>
        <Actions>
          <DesktopCta to={paths.contact.getTarget()}>Contact Us</DesktopCta>
          <MenuToggle
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </MenuToggle>
        </Actions>
      </Inner>
      {menuOpen ? (
        <MobilePanel id={menuId} aria-label="Main">
          <ul>{links(closeMenu)}</ul>
          <MobileCta to={paths.contact.getTarget()} onClick={closeMenu} size="lg">
            Contact Us
          </MobileCta>
        </MobilePanel>
      ) : null}
    </Bar>
  );
}
