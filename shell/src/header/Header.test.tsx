import { render, screen, within } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { Header } from './Header';
import { NavItemsContext } from '../chrome';

/**
 * The labels of the header's links marked current (with the menu closed, the desktop
 * navigation's, which jsdom hides: it applies no media query).
 */
function current() {
  return within(screen.getByRole('banner'))
    .getAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

const links = [
  { label: 'Solutions', to: '/solutions' },
  { label: 'Benefits', to: '/benefits' },
  { label: 'Partners', to: '/solutions/partners' },
];

describe('Header', () => {
  it('marks one link current on a page declared under /solutions with a link of its own: that link (docs/SPEC.md, section 2.2)', () => {
    siteStore.getState().navigate('/solutions/partners', { replace: true });
    render(
      <NavItemsContext.Provider value={links}>
        <Header />
      </NavItemsContext.Provider>,
    );
    expect(current()).toEqual(['Partners']);
  });

  it('keeps Solutions current on a page below it that has no link', () => {
    siteStore.getState().navigate('/solutions/compare', { replace: true });
    render(
      <NavItemsContext.Provider value={links}>
        <Header />
      </NavItemsContext.Provider>,
    );
    expect(current()).toEqual(['Solutions']);
  });
});
