import { fireEvent, render, screen, within } from '@testing-library/react';
import { site, siteStore } from '@site/shared';
import { AboutPage } from './AboutPage';
import { BenefitsPage } from './BenefitsPage';
import { HomePage } from './HomePage';

const SHARED_SECTIONS = [/what changes when your business runs on one suite/i, /one partner from first conversation/i];

function region(name: RegExp) {
  return screen.getByRole('region', { name });
}

function headingsIn(element: HTMLElement, level: number): Array<string | null> {
  return within(element).getAllByRole('heading', { level }).map((heading) => heading.textContent);
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
    // The home title is {headline} (docs/SPEC.md, section 3), a value of shared/src/config/brand.json.
    expect(document.title).toBe(`${site.headline} | Clearsky Consulting`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/all-in-one/);
  });

  it('makes the three claims in the hero and navigates to /contact from its call to action', () => {
    render(<HomePage />);
    const hero = region(/trusted partner/i);
    const claims = within(within(hero).getByRole('list', { name: 'Our track record' })).getAllByRole('listitem');
    expect(claims.map((claim) => claim.textContent)).toEqual([
      '10+ Businesses transformed',
      '100% Client satisfaction',
      '24/7 Expert support',
    ]);
    fireEvent.click(within(hero).getByRole('link', { name: /talk to a consultant/i }));
    expect(siteStore.getState().location.path).toBe('/contact');
  });

  it('shows the three expertise cards, each linking to its solutions category', () => {
    render(<HomePage />);
    const expertise = region(/specialists in the apps/i);
    expect(headingsIn(expertise, 3)).toEqual(['CRM Solutions', 'Financial Management', 'Marketing Platforms']);
    for (const [name, hash] of [
      [/explore sales solutions/i, 'sales'],
      [/explore finance solutions/i, 'finance'],
      [/explore marketing solutions/i, 'marketing'],
    ] as const) {
      fireEvent.click(within(expertise).getByRole('link', { name }));
      expect(siteStore.getState().location).toEqual({ path: '/solutions', hash });
    }
  });

  it('gives the four reasons to partner, in order', () => {
    render(<HomePage />);
    expect(headingsIn(region(/one partner from first conversation/i), 3)).toEqual([
      'Top-tier solutions',
      'Expert implementation',
      'Measurable ROI',
      'Dedicated support',
    ]);
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
    const benefits = within(region(SHARED_SECTIONS[0])).getAllByRole('article');
    expect(benefits.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Save Time',
      'Improve Performance',
      'Enhance Collaboration',
      'Enterprise-Grade Security',
    ]);
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
