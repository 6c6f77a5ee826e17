import { ButtonLink, Container, PageSection, SectionHeading, paths, useDocumentMeta } from '@site/shared';

export const HOME_TITLE = 'Cloud Business Suite Experts';
export const HOME_DESCRIPTION =
  'Clearsky Consulting helps small businesses choose, implement and get the most from an all-in-one cloud business suite: CRM, finance, HR, helpdesk and more.';

export function HomePage() {
  useDocumentMeta(HOME_TITLE, HOME_DESCRIPTION);
  return (
    <PageSection>
      <Container>
        <SectionHeading
          level="h1"
          eyebrow="Independent cloud consultancy"
          title="Your trusted partner for an all-in-one business suite"
          lead="10+ businesses transformed. 100% client satisfaction. 24/7 expert support."
        />
        <div style={{ display: 'flex', justifyContent: 'center', gap: 12, flexWrap: 'wrap' }}>
          <ButtonLink to={paths.contact.getTarget()} size="lg">
            Contact Us
          </ButtonLink>
          <ButtonLink to={paths.solutions.getTarget()} variant="outline" size="lg">
            Explore Solutions
          </ButtonLink>
        </div>
      </Container>
    </PageSection>
  );
}
