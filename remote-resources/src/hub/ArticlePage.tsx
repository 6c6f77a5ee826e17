import { Container, PageSection, SectionHeading } from '@site/shared';

export default function ArticlePage() {
  return (
    <PageSection>
      <Container>
        <SectionHeading level="h1" title="Article" />
      </Container>
    </PageSection>
  );
}
