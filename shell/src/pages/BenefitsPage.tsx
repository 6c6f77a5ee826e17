import { useDocumentMeta } from '@site/shared';
import { BENEFITS_PAGE_DESCRIPTION, BENEFITS_PAGE_TITLE, benefitsIntro } from '../content/benefits-page';
import { BenefitsSection } from '../sections/benefits/BenefitsSection';
import { ClosingCtaSection } from '../sections/ClosingCtaSection';
import { PageIntro } from '../sections/PageIntro';
import { WhyPartnerSection } from '../sections/WhyPartnerSection';

export function BenefitsPage() {
  useDocumentMeta(BENEFITS_PAGE_TITLE, BENEFITS_PAGE_DESCRIPTION);
  return (
    <>
      <PageIntro copy={benefitsIntro} />
      <BenefitsSection />
      <WhyPartnerSection />
      <ClosingCtaSection />
    </>
  );
}
