import styled from '@emotion/styled';
import { Container, PageSection, mq, radii, shadows, useDocumentMeta } from '@site/shared';
import { hubSectionFor } from '../../data/lists/hub-sections';
import type { Resource } from '../../data/resources';
import type { BlockNode } from '../../markup/markup-tree';
import { kindOf } from '../../model/resources-model';
import { ArticleBody } from './ArticleBody';
import { ArticleCallToAction } from './ArticleCallToAction';
import { ArticleHeader } from './ArticleHeader';
import { ResourceImage } from '../photo/ResourceImage';

/** Width of the header, hero image and closing panel; the body is narrower (see ArticleBody). */
const COLUMN_WIDTH = '880px';

const Column = styled.div`
  max-width: ${COLUMN_WIDTH};
  margin: 0 auto;
`;

const Hero = styled(ResourceImage)`
  margin: 32px 0 40px;
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};
  ${mq.md} {
    margin: 40px 0 56px;
  }
`;

/** Where the body goes while it is on its way: below the photo, so mostly below a phone's fold. */
const BodyLoading = styled.div`
  min-height: 60vh;
`;

/** An article; `body` null while its file is on its way (its place kept, marked busy). */
export function Article({ resource, body }: { resource: Resource; body: readonly BlockNode[] | null }) {
  useDocumentMeta(resource.title, resource.description);
  const kind = kindOf(resource);
  return (
    <PageSection as="article">
      <Container>
        <Column>
          <ArticleHeader resource={resource} />
          <Hero
            icon={resource.icon}
            alt={resource.imageAlt}
            kind={kind}
            priority
            sizes={`(min-width: ${COLUMN_WIDTH}) ${COLUMN_WIDTH}, 100vw`}
            wideRatio="2 / 1"
            emblemSize={96}
          />
          {body ? <ArticleBody blocks={body} /> : <BodyLoading aria-busy="true" />}
          <ArticleCallToAction title={hubSectionFor(kind).closingTitle} />
        </Column>
      </Container>
    </PageSection>
  );
}
