import { isCategoryKey, paths } from '@site/shared';
import * as about from './about';
import * as benefitsContent from './benefits';
import * as benefitsPage from './benefits-page';
import * as claimsContent from './claims';
import * as closing from './closing-cta';
import * as expertise from './expertise';
import * as home from './home';
import * as whyPartner from './why-partner';

/** Every string reachable from a content module (icons are functions and are skipped). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const allModules = { about, benefitsContent, benefitsPage, claimsContent, closing, expertise, home, whyPartner };

describe('home content', () => {
  it('makes the three claims of the spec, built from their named constants', () => {
    expect(claimsContent.claims.map((c) => `${c.value} ${c.label.toLowerCase()}`)).toEqual([
      '10+ businesses transformed',
      '100% client satisfaction',
      '24/7 expert support',
    ]);
  });

  it('has a hero that positions the consultancy and calls to /contact', () => {
    expect(`${home.hero.title} ${home.hero.highlight}`).toMatch(/trusted partner for an all-in-one business suite/);
    expect(home.hero.primaryCta.to).toBe(paths.contact.getTarget());
    expect(home.HOME_TITLE).not.toBe('');
    expect(home.HOME_DESCRIPTION.length).toBeGreaterThan(70);
    // Search engines cut descriptions at about 160 characters.
    expect(home.HOME_DESCRIPTION.length).toBeLessThanOrEqual(160);
  });

  it('has the three expertise cards, each linking to a real solutions category in its own colour', () => {
    const cards = expertise.expertiseCards;
    expect(cards.map((c) => c.title)).toEqual(['CRM Solutions', 'Financial Management', 'Marketing Platforms']);
    for (const card of cards) {
      expect(isCategoryKey(card.category)).toBe(true);
      expect(card.description.length).toBeGreaterThan(40);
    }
    expect(new Set(cards.map((c) => c.colour)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.linkLabel)).size).toBe(cards.length);
  });

  it('has the four benefits with a short stat and a label', () => {
    expect(benefitsContent.benefits.map((b) => b.title)).toEqual([
      'Save Time',
      'Improve Performance',
      'Enhance Collaboration',
      'Enterprise-Grade Security',
    ]);
    for (const benefit of benefitsContent.benefits) {
      expect(benefit.stat.length).toBeGreaterThan(0);
      expect(benefit.stat.length).toBeLessThanOrEqual(10);
      expect(benefit.statLabel.length).toBeGreaterThan(0);
    }
  });

  it('gives four reasons to partner, in the spec order', () => {
    expect(whyPartner.whyPartnerPoints.map((p) => p.title)).toEqual([
      'Top-tier solutions',
      'Expert implementation',
      'Measurable ROI',
      'Dedicated support',
    ]);
    expect(whyPartner.whyPartnerPoints[3].description).toContain(claimsContent.SUPPORT_AVAILABILITY);
  });

  it('closes with six distinct help bullets and buttons to /contact and /solutions', () => {
    expect(closing.closingCta.help).toHaveLength(6);
    expect(new Set(closing.closingCta.help).size).toBe(6);
    expect(closing.closingCta.primary.to).toBe('/contact');
    expect(closing.closingCta.secondary.to).toBe('/solutions');
  });
});

describe('benefits and about content', () => {
  it('titles the benefits page "Why Choose Us"', () => {
    expect(benefitsPage.benefitsIntro.title).toBe('Why Choose Us');
    expect(benefitsPage.BENEFITS_PAGE_TITLE).toBe('Why Choose Us');
  });

  it('states a mission, four principles and the three core values', () => {
    expect(about.mission.paragraphs.length).toBeGreaterThan(0);
    expect(about.principles).toHaveLength(4);
    expect(about.coreValues.map((v) => v.title)).toEqual([
      'Client First',
      'Innovative Solutions',
      'Integrity & Transparency',
    ]);
    expect(new Set(about.coreValues.map((v) => v.colour)).size).toBe(3);
  });
});

describe('all page copy', () => {
  it('is finished: no placeholder text, no doubled spaces, no empty strings', () => {
    const text = strings(allModules);
    expect(text.length).toBeGreaterThan(50);
    for (const s of text) {
      expect(s.trim()).not.toBe('');
      expect(s).not.toMatch(/lorem|ipsum|TODO|TBD|xxx|\s{2}/i);
    }
  });
});
