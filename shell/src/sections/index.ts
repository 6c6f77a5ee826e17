/**
 * The sections the shell's pages are made of. Imported through this file only; inside, the
 * sections of one file sit on top, then a folder per section of several files, over parts/.
 */
export { ClosingCtaSection } from './ClosingCtaSection';
export { PageIntro } from './PageIntro';
export { WhyPartnerSection } from './WhyPartnerSection';
export { MissionSection } from './about/MissionSection';
export { PrinciplesSection } from './about/PrinciplesSection';
export { ValuesSection } from './about/ValuesSection';
export { BenefitsSection } from './benefits/BenefitsSection';
export { ExpertiseSection } from './expertise/ExpertiseSection';
export { ClaimsList } from './hero/ClaimsList';
export { HeroSection } from './hero/HeroSection';
