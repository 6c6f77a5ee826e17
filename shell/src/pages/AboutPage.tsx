import { Container, PageSection, SectionHeading, useDocumentMeta } from '@site/shared';

export function AboutPage() {
  useDocumentMeta('About Us', 'Our mission, principles and core values: Client First, Innovative Solutions, Integrity & Transparency.');
  return (
    <PageSection>
      <Container>
        <SectionHeading
          level="h1"
          eyebrow="About us"
          title="Technology that fits the business, not the other way round"
          lead="Our values: Client First, Innovative Solutions, Integrity & Transparency."
        />
      </Container>
    </PageSection>
  );
}
