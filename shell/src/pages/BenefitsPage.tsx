import { useDocumentMeta } from '@site/shared';
import { BENEFITS_PAGE_DESCRIPTION, BENEFITS_PAGE_TITLE, benefitsIntro } from '../content';
import { BenefitsSection, ClosingCtaSection, PageIntro, WhyPartnerSection } from '../sections';

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
