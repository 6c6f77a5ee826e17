import { render, screen, within } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { Header } from './Header';
import { NavItemsContext } from '../chrome';

const links = [
  { label: 'Solutions', to: '/solutions' },
  { label: 'Benefits', to: '/benefits' },
  { label: 'Partners', to: '/solutions/partners' },
];

/**
 * The labels of the header's links marked current on `path` (with the menu closed, the desktop
 * navigation's, which jsdom hides: it applies no media query).
 */
function currentOn(path: string) {
  siteStore.getState().navigate(path, { replace: true });
  render(
    <NavItemsContext.Provider value={links}>
      <Header />
    </NavItemsContext.Provider>,
  );
  return within(screen.getByRole('banner'))
    .getAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('Header', () => {
  it('marks one link current on a page declared under /solutions with a link of its own: that link (docs/SPEC.md, section 2.2)', () => {
    expect(currentOn('/solutions/partners')).toEqual(['Partners']);
  });

  it('keeps Solutions current on a page below it that has no link', () => {
    expect(currentOn('/solutions/compare')).toEqual(['Solutions']);
  });
});
