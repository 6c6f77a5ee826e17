import { Container, PageSection, SectionHeading, useDocumentMeta } from '@site/shared';

export function BenefitsPage() {
  useDocumentMeta('Why Choose Us', 'Why small businesses choose Clearsky Consulting to implement their cloud business suite.');
  return (
    <PageSection>
      <Container>
        <SectionHeading
          level="h1"
          title="Why Choose Us"
          lead="Independent advice, hands-on implementation and support that stays after go-live."
        />
      </Container>
    </PageSection>
  );
}
