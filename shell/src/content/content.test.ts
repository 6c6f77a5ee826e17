import { isCategoryKey } from '@site/shared';
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

/*
 * What the pages show (titles, claims, links) is tested where it is rendered, in
 * pages/pages.test.tsx. Here: the rules a rendered page cannot reveal.
 */
describe('page content', () => {
  it('keeps the home description within what search engines show', () => {
    expect(home.HOME_DESCRIPTION.length).toBeGreaterThan(70);
    // Search engines cut descriptions at about 160 characters.
    expect(home.HOME_DESCRIPTION.length).toBeLessThanOrEqual(160);
  });

  it('gives each expertise card a real solutions category, and cards their own colour and link label', () => {
    const cards = expertise.expertiseCards;
    for (const card of cards) expect(isCategoryKey(card.category)).toBe(true);
    expect(new Set(cards.map((c) => c.colour)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.linkLabel)).size).toBe(cards.length);
    expect(new Set(about.coreValues.map((v) => v.colour)).size).toBe(about.coreValues.length);
  });

  it('keeps each benefit stat short enough for its badge', () => {
    for (const benefit of benefitsContent.benefits) {
      expect(benefit.stat.length).toBeGreaterThan(0);
      expect(benefit.stat.length).toBeLessThanOrEqual(10);
    }
  });

  it('says 24/7 from the one constant wherever support hours are promised', () => {
    // The claim is 24/7 (docs/SPEC.md, sections 1 and 8).
    expect(claimsContent.SUPPORT_AVAILABILITY).toBe('24/7');
    expect(whyPartner.whyPartnerPoints.at(-1)?.description).toContain('24/7');
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
