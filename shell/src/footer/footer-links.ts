import { FOOTER_CATEGORY_KEYS, getCategory, paths } from '@site/shared';

export interface FooterLink {
  name: string;
  path: string;
  /** Not ready yet: clicking shows the Coming Soon toast instead of navigating (docs/SPEC.md, sections 2.2 and 7). */
  comingSoon?: boolean;
}

/** The categories shared/content/categories.yaml names for the footer: the first 10 of 15 (docs/SPEC.md, section 2.2). */
export const solutionLinks: readonly FooterLink[] = FOOTER_CATEGORY_KEYS.map(getCategory).map((category) => ({
  name: category.name,
  path: paths.solutions.getTarget(category.key),
}));

export const viewAllSolutionsLink: FooterLink = { name: 'View All Solutions', path: paths.solutions.getTarget() };

export const resourceLinks: readonly FooterLink[] = [
  { name: 'Blog', path: paths.resources.getTarget('blog-section') },
  { name: 'Case Studies', path: paths.resources.getTarget('casestudies-section') },
  { name: 'Cloud Strategy Guides', path: paths.resources.getTarget(), comingSoon: true },
  { name: 'Industry Insights', path: paths.resources.getTarget(), comingSoon: true },
];

export const companyLinks: readonly FooterLink[] = [
  { name: 'About Us', path: paths.about.getTarget() },
  { name: 'Contact', path: paths.contact.getTarget() },
];

export function comingSoonToast(linkName: string) {
  return {
    title: `${linkName} Coming Soon!`,
    description: "We're preparing more insightful content for you. Stay tuned!",
  };
}
