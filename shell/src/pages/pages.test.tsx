import { fireEvent, render, screen, within } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { AboutPage } from './AboutPage';
import { BenefitsPage } from './BenefitsPage';
import { HOME_TITLE, HomePage } from './HomePage';

const SHARED_SECTIONS = [/what changes when your business runs on one suite/i, /one partner from first conversation/i];

function region(name: RegExp) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  siteStore.getState().navigate('/', { replace: true });
});

describe('HomePage', () => {
  it('has one h1, every section, and sets the title', () => {
    render(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/trusted partner for an all-in-one business suite/);
    for (const name of [/specialists in the apps/i, ...SHARED_SECTIONS, /ready to bring your business together/i]) {
      expect(region(name)).toBeTruthy();
    }
    expect(document.title).toBe(`${HOME_TITLE} | Clearsky Consulting`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/all-in-one/);
  });

  it('navigates to /contact from the hero call to action', () => {
    render(<HomePage />);
    const hero = region(/trusted partner/i);
    fireEvent.click(within(hero).getByRole('link', { name: /talk to a consultant/i }));
    expect(siteStore.getState().location.path).toBe('/contact');
  });

  it('links each expertise card to its solutions category', () => {
    render(<HomePage />);
    fireEvent.click(screen.getByRole('link', { name: /explore finance solutions/i }));
    expect(siteStore.getState().location).toEqual({ path: '/solutions', hash: 'finance' });
  });

  it('lists six ways we help and sends the closing buttons to /contact and /solutions', () => {
    render(<HomePage />);
    const closing = region(/ready to bring your business together/i);
    expect(within(closing).getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(within(closing).getByRole('link', { name: 'Contact Us' }));
    expect(siteStore.getState().location.path).toBe('/contact');
    fireEvent.click(within(closing).getByRole('link', { name: 'Explore Solutions' }));
    expect(siteStore.getState().location.path).toBe('/solutions');
  });
});

describe('BenefitsPage', () => {
  it('is headed "Why Choose Us" and reuses the shared sections', () => {
    render(<BenefitsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Why Choose Us');
    for (const name of SHARED_SECTIONS) expect(region(name)).toBeTruthy();
    expect(within(region(SHARED_SECTIONS[0])).getAllByRole('article')).toHaveLength(4);
    expect(document.title).toBe('Why Choose Us | Clearsky Consulting');
  });
});

describe('AboutPage', () => {
  it('shows the mission, the principles and the three core values', () => {
    render(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(region(/make enterprise-grade software simple/i)).toBeTruthy();
    expect(within(region(/our principles/i)).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const values = within(region(/our core values/i)).getAllByRole('heading', { level: 3 });
    expect(values.map((h) => h.textContent)).toEqual(['Client First', 'Innovative Solutions', 'Integrity & Transparency']);
  });

  it('keeps the principles an ordered list, since their cards are numbered', () => {
    render(<AboutPage />);
    const list = within(region(/our principles/i)).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list.hasAttribute('as')).toBe(false);
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });
});
