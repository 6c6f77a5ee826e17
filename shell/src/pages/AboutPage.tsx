import { useDocumentMeta } from '@site/shared';
import { ABOUT_DESCRIPTION, ABOUT_TITLE, aboutIntro } from '../content/about';
import { ClaimsList } from '../sections/hero/ClaimsList';
import { ClosingCtaSection } from '../sections/ClosingCtaSection';
import { MissionSection } from '../sections/about/MissionSection';
import { PageIntro } from '../sections/PageIntro';
import { PrinciplesSection } from '../sections/about/PrinciplesSection';
import { ValuesSection } from '../sections/about/ValuesSection';

export function AboutPage() {
  useDocumentMeta(ABOUT_TITLE, ABOUT_DESCRIPTION);
  return (
    <>
      <PageIntro copy={aboutIntro}>
        <ClaimsList align="center" />
      </PageIntro>
      <MissionSection />
      <PrinciplesSection />
      <ValuesSection />
      <ClosingCtaSection />
    </>
  );
}
