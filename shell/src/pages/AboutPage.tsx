import { useDocumentMeta } from '@site/shared';
import { ABOUT_DESCRIPTION, ABOUT_TITLE, aboutIntro } from '../content';
import { ClaimsList, ClosingCtaSection, MissionSection, PageIntro, PrinciplesSection, ValuesSection } from '../sections';

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
