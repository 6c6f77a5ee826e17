import { currentLinkOf, navItems, navItemsOf } from './nav-items';

describe("the header's links", () => {
  it('are Solutions, Benefits, About and Resources, in that order (docs/SPEC.md, the header)', () => {
    // A page area added since (npm run new-area) places its own link among them.
    const spec = ['Solutions', 'Benefits', 'About', 'Resources'];
    expect(navItems.filter(({ label }) => spec.includes(label))).toEqual([
      { label: 'Solutions', to: '/solutions' },
      { label: 'Benefits', to: '/benefits' },
      { label: 'About', to: '/about' },
      { label: 'Resources', to: '/resources' },
    ]);
  });

  it("take a remote's declared link at its order among the shell's own", () => {
    const careers = { remote: 'careers', path: '/careers', module: 'CareersPage', label: 'Careers', title: 'Careers', description: 'The Careers page.', nav: { label: 'Careers', order: 25 } };
    const unlisted = { remote: 'careers', path: '/careers/apply', module: 'ApplyPage', label: 'Apply', title: 'Apply', description: 'The Apply page.' };
    expect(navItemsOf([careers, unlisted]).map(({ label }) => label)).toEqual(['Benefits', 'Careers', 'About']);
  });

  it('mark the declared links the footer shows too', () => {
    const careers = { remote: 'careers', path: '/careers', module: 'CareersPage', label: 'Careers', title: 'Careers', description: 'The Careers page.', nav: { label: 'Careers', order: 25, footer: true } };
    const jobs = { ...careers, path: '/jobs', module: 'JobsPage', nav: { label: 'Jobs', order: 26, footer: false } };
    expect(navItemsOf([careers, jobs])).toEqual([
      { label: 'Benefits', to: '/benefits' },
      { label: 'Careers', to: '/careers', inFooter: true },
      { label: 'Jobs', to: '/jobs' },
      { label: 'About', to: '/about' },
    ]);
  });
});

describe('the link marked current (docs/SPEC.md, section 2.2)', () => {
  const spec = [{ to: '/solutions' }, { to: '/benefits' }, { to: '/about' }, { to: '/resources' }];

  it("is the page's own link", () => {
    expect(currentLinkOf(spec, '/benefits')).toBe('/benefits');
  });

  it('is the link above the page when the page has none: an article keeps Resources', () => {
    expect(currentLinkOf(spec, '/resources/blog/crm-for-small-business-growth-a-practical-starter-guide')).toBe('/resources');
  });

  it('is the deepest of the links above the page, whichever comes first in the header', () => {
    const withPartners = [...spec, { to: '/solutions/partners' }];
    expect(currentLinkOf(withPartners, '/solutions/partners')).toBe('/solutions/partners');
    expect(currentLinkOf(withPartners, '/solutions/partners/acme')).toBe('/solutions/partners');
    expect(currentLinkOf(withPartners, '/solutions')).toBe('/solutions');
    expect(currentLinkOf([{ to: '/solutions/partners' }, { to: '/solutions' }], '/solutions/partners')).toBe('/solutions/partners');
  });

  it('is none on a page no link is at or above, nor on one that only shares a prefix', () => {
    expect(currentLinkOf(spec, '/')).toBeNull();
    expect(currentLinkOf(spec, '/solutions-old')).toBeNull();
  });
});
