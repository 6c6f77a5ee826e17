import { useDocumentMeta } from '@site/shared';
import { HOME_DESCRIPTION, HOME_TITLE } from '../content';
import { BenefitsSection, ClosingCtaSection, ExpertiseSection, HeroSection, WhyPartnerSection } from '../sections';

export function HomePage() {
  useDocumentMeta(HOME_TITLE, HOME_DESCRIPTION);
  return (
    <>
      <HeroSection />
      <ExpertiseSection />
      <BenefitsSection />
      <WhyPartnerSection />
      <ClosingCtaSection />
    </>
  );
}
