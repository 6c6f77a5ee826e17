import { site } from '@site/shared';
import type { SectionCopy } from './types';

export const BENEFITS_PAGE_TITLE = 'Why Choose Us';
export const BENEFITS_PAGE_DESCRIPTION =
  `Why small businesses choose ${site.brandName}: time saved, better performance, easier collaboration and enterprise-grade security from one cloud business suite.`;

export const benefitsIntro: SectionCopy = {
  eyebrow: `Why ${site.productName}`,
  title: 'Why Choose Us',
  lead: 'Independent advice, hands-on implementation and support that stays after go-live. Here is what working with us changes for your business.',
};
