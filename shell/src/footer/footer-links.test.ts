import { CATEGORY_KEYS } from '@site/shared';
import { solutionLinks, viewAllSolutionsLink } from './footer-links';

describe('footer links', () => {
  it('lists the first 10 of the 15 categories in spec order, as hash anchors', () => {
    expect(solutionLinks.map((l) => l.path)).toEqual(CATEGORY_KEYS.slice(0, 10).map((key) => `/solutions#${key}`));
    expect(viewAllSolutionsLink).toEqual({ name: 'View All Solutions', path: '/solutions' });
  });
});
