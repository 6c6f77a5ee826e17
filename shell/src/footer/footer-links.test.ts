import { CATEGORY_KEYS } from '@site/shared';
import { comingSoonToast, resourceLinks, solutionLinks, viewAllSolutionsLink } from './footer-links';

describe('footer links', () => {
  it('lists the first 10 of the 15 categories in spec order, as hash anchors', () => {
    expect(solutionLinks.map((l) => l.path)).toEqual(CATEGORY_KEYS.slice(0, 10).map((key) => `/solutions#${key}`));
    expect(viewAllSolutionsLink).toEqual({ name: 'View All Solutions', path: '/solutions' });
  });

  it('blocks exactly the two unfinished resource links', () => {
    expect(resourceLinks.map((l) => [l.name, l.path, Boolean(l.comingSoon)])).toEqual([
      ['Blog', '/resources#blog-section', false],
      ['Case Studies', '/resources#casestudies-section', false],
      ['Cloud Strategy Guides', '/resources', true],
      ['Industry Insights', '/resources', true],
    ]);
  });

  it('words the Coming Soon toast as the spec does', () => {
    expect(comingSoonToast('Industry Insights')).toEqual({
      title: 'Industry Insights Coming Soon!',
      description: "We're preparing more insightful content for you. Stay tuned!",
    });
  });
});
