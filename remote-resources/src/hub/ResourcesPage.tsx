import styled from '@emotion/styled';
import { Container, PageSection, SectionHeading, mq, useDeclaredHead } from '@site/shared';
import declaration from '../../pages.json';
import { counts as hubCounts, latest as hubLatest } from '../data/lists/hub-lists.val.js';
import { hubSections } from '../data/lists/hub-sections';
import type { Resource, ResourceKind } from '../data/resources';
import { AllPostsLink } from './AllPostsLink';
import { ResourceSection } from './cards/ResourceSection';
import { SectionJumpLinks } from './SectionJumpLinks';

/** The intro flows straight into the first list, whose own top padding spaces them. */
const Intro = styled(PageSection)`
  padding-bottom: 0;
  ${mq.md} {
    padding-bottom: 0;
  }
`;

export interface ResourcesPageProps {
  /** The latest cards of each list. @defaultValue the content's (hub-lists.val.js) */
  latest?: Readonly<Record<ResourceKind, readonly Resource[]>>;
  /** How many cards each list has in all: more than the hub shows adds the way to all of them. @defaultValue the content's */
  counts?: Readonly<Record<ResourceKind, number>>;
}

/** /resources: the Knowledge Hub, the latest of each list; all of them on the lists' pages (ResourceListPage). */
export default function ResourcesPage({ latest = hubLatest, counts = hubCounts }: ResourcesPageProps) {
  useDeclaredHead(declaration, 'ResourcesPage');
  return (
    <>
      <Intro>
        <Container>
          <SectionHeading
            level="h1"
            eyebrow="Resources"
            title="Knowledge Hub"
            lead="Practical guides and real client stories to help you choose, implement and get more from cloud business software."
          />
          <SectionJumpLinks sections={hubSections.map((section) => ({ section, count: counts[section.kind] }))} />
        </Container>
      </Intro>
      {hubSections.map((section, index) => (
        <ResourceSection
          key={section.id}
          section={section}
          resources={latest[section.kind]}
          shaded={index % 2 === 1}
          footer={counts[section.kind] > latest[section.kind].length ? <AllPostsLink section={section} count={counts[section.kind]} /> : null}
        />
      ))}
    </>
  );
}
