import { useDocumentMeta } from '@site/shared';
import { HOME_DESCRIPTION, HOME_TITLE } from '../content/home';
import { BenefitsSection } from '../sections/benefits/BenefitsSection';
import { ClosingCtaSection } from '../sections/ClosingCtaSection';
import { ExpertiseSection } from '../sections/expertise/ExpertiseSection';
import { HeroSection } from '../sections/hero/HeroSection';
import { WhyPartnerSection } from '../sections/WhyPartnerSection';

export { HOME_DESCRIPTION, HOME_TITLE };

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
