/**
 * The copy of the shell's pages, as data: the pages take their titles and intros, the sections
 * the rest. Imported through this file only.
 */
export { ABOUT_DESCRIPTION, ABOUT_TITLE, aboutIntro, coreValues, mission, principles, principlesCopy, valuesCopy } from './about';
export { benefits, benefitsCopy } from './benefits';
export { BENEFITS_PAGE_DESCRIPTION, BENEFITS_PAGE_TITLE, benefitsIntro } from './benefits-page';
export { claims, claimsLabel } from './claims';
export { closingCta } from './closing-cta';
export { expertiseCards, expertiseCopy } from './expertise';
export { HOME_DESCRIPTION, HOME_TITLE, hero, suiteShowcase } from './home';
export type { Benefit, CardColour, IconPoint, SectionCopy, SolutionCategoryCard, SuiteApp } from './types';
export { whyPartnerCopy, whyPartnerPoints, whyPartnerPromise } from './why-partner';
