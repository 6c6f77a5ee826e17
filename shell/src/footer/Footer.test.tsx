import { fireEvent, render, screen, within } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { NavItemsContext } from '../chrome';
import { Footer } from './Footer';

function resourcesLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Resources' })).getByRole('link', { name });
}

beforeEach(() => {
  siteStore.getState().navigate('/about', { replace: true });
  siteStore.setState({ toast: null });
});

describe('Footer', () => {
  it.each(['Cloud Strategy Guides', 'Industry Insights'])('keeps the visitor in place on %s and says it is coming soon', (name) => {
    render(<Footer />);
    fireEvent.click(resourcesLink(name));
    expect(siteStore.getState().location.path).toBe('/about');
    expect(siteStore.getState().toast).toMatchObject({
      title: `${name} Coming Soon!`,
      description: "We're preparing more insightful content for you. Stay tuned!",
    });
  });

  it.each([
    ['Blog', 'blog-section'],
    ['Case Studies', 'casestudies-section'],
  ])('follows %s to its list on the Knowledge Hub, without a toast', (name, hash) => {
    render(<Footer />);
    fireEvent.click(resourcesLink(name));
    expect(siteStore.getState().location).toEqual({ path: '/resources', hash });
    expect(siteStore.getState().toast).toBeNull();
  });

  it("lists About Us and Contact under Company (docs/SPEC.md, the footer), then a page area's link that asks to be there", () => {
    const company = () => within(screen.getByRole('navigation', { name: 'Company' })).getAllByRole('link').map((link) => link.textContent);
    const { unmount } = render(<Footer />);
    expect(company()).toEqual(['About Us', 'Contact']);
    unmount();
    const links = [
      { label: 'Careers', to: '/careers', inFooter: true },
      { label: 'Benefits', to: '/benefits' },
    ];
    render(
      <NavItemsContext.Provider value={links}>
        <Footer />
      </NavItemsContext.Provider>,
    );
    expect(company()).toEqual(['About Us', 'Contact', 'Careers']);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', { name: 'Careers' }));
    expect(siteStore.getState().location.path).toBe('/careers');
  });
});
