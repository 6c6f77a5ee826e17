import styled from '@emotion/styled';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container, IconTile, PageSection, SectionHeading, colors, layout, mq, radii } from '@site/shared';
import type { HubSection } from '../../data/lists/hub-sections';
import type { Resource } from '../../data/resources';
import { FEATURED_SPAN, GRID_COLUMNS, NOT_FEATURED, featureLayoutFor, type FeatureLayout } from '../../model/grid-layout';
import { EMPTY_LIST_MESSAGES } from '../../model/messages';
import { featuredCss } from './featured-css';
import { ResourceCard } from './ResourceCard';

/** Space left between the fixed header and a section reached by its anchor. */
const ANCHOR_GAP_PX = 16;

const Section = styled(PageSection)<{ shaded: boolean }>`
  background: ${({ shaded }) => (shaded ? colors.surfaceMuted : 'transparent')};
  border-top: ${({ shaded }) => (shaded ? `1px solid ${colors.border}` : 'none')};
  /* Anchored arrivals (/resources#blog-section) stop below the fixed header, with air to spare. */
  scroll-margin-top: calc(${layout.headerHeight} + ${ANCHOR_GAP_PX}px);
`;

const Item = styled.li<{ feature: FeatureLayout }>`
  ${({ feature }) => featuredCss(feature, `grid-column: span ${FEATURED_SPAN};`, 'grid-column: auto;')}
`;

const Grid = styled.ul`
  display: grid;
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(${GRID_COLUMNS.md}, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(${GRID_COLUMNS.lg}, minmax(0, 1fr));
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  max-width: 560px;
  margin: 0 auto;
  padding: 40px 24px;
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  text-align: center;
  p {
    margin: 0;
    color: ${colors.textMuted};
    font-size: 1.0625rem;
  }
`;

export interface ResourceSectionProps {
  section: HubSection;
  /** The cards shown: the list's latest. */
  resources: readonly Resource[];
  shaded?: boolean;
  /** Below the cards: the way to all of the list. */
  footer?: ReactNode;
}

/** One list of the hub, under its anchor (#blog-section, #casestudies-section). */
export function ResourceSection({ section, resources, shaded = false, footer }: ResourceSectionProps) {
  const headingId = `${section.id}-heading`;
  return (
    <Section id={section.id} aria-labelledby={headingId} shaded={shaded}>
      <Container>
        <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} lead={section.lead} />
        <ResourceGrid section={section} resources={resources} />
        {footer}
      </Container>
    </Section>
  );
}

/** A list's cards, the first featured where that completes the last row; the spec's message when there are none. */
export function ResourceGrid({ section, resources, cardHeading = 'h3' }: { section: HubSection; resources: readonly Resource[]; cardHeading?: 'h2' | 'h3' }) {
  const feature = featureLayoutFor(resources.length);
  if (resources.length === 0) {
    return (
      <Empty>
        <IconTile aria-hidden="true">
          <Inbox size={22} />
        </IconTile>
        <p>{EMPTY_LIST_MESSAGES[section.kind]}</p>
      </Empty>
    );
  }
  return (
    <Grid>
      {resources.map((resource, index) => {
        const cardFeature = index === 0 ? feature : NOT_FEATURED;
        return (
          <Item key={resource.slug ?? resource.title} feature={cardFeature}>
            <ResourceCard resource={resource} readMore={section.readMore} feature={cardFeature} headingLevel={cardHeading} />
          </Item>
        );
      })}
    </Grid>
  );
}
