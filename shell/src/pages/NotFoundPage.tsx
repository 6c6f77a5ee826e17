import styled from '@emotion/styled';
import { Compass } from 'lucide-react';
import { ButtonLink, Container, IconTile, PageSection, SectionHeading, paths, useDocumentMeta } from '@site/shared';

const Center = styled.div`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  gap: 8px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

export function NotFoundPage() {
  useDocumentMeta('Page not found', 'The page you were looking for does not exist or has moved.');
  return (
    <PageSection>
      <Container>
        <Center data-not-found>
          <IconTile aria-hidden="true" style={{ width: 56, height: 56, marginBottom: 16 }}>
            <Compass size={28} />
          </IconTile>
          <SectionHeading
            level="h1"
            eyebrow="Error 404"
            title="We couldn't find that page"
            lead="The link may be out of date, or the address may have a typo. Everything we offer is one click away from the home page."
          />
          <Actions>
            <ButtonLink to={paths.home.getTarget()} size="lg">
              Go to the home page
            </ButtonLink>
            <ButtonLink to={paths.solutions.getTarget()} variant="outline" size="lg">
              Browse solutions
            </ButtonLink>
          </Actions>
        </Center>
      </Container>
    </PageSection>
  );
}
