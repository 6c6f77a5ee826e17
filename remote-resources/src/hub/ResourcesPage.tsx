import styled from '@emotion/styled';
import { Container, PageSection, SectionHeading, mq, useDeclaredHead } from '@site/shared';
import declaration from '../../pages.json';
import { counts as hubCounts, latest as hubLatest, pageCounts as hubPageCounts } from '../data/hub-lists.val.js';
import { hubSections } from '../data/hub-sections';
import type { Resource, ResourceKind } from '../data/resources';
import { ListPager } from './ListPager';
import { ResourceSection } from './ResourceSection';
import { SectionJumpLinks } from './SectionJumpLinks';

/** The intro flows straight into the first list, whose own top padding spaces them. */
const Intro = styled(PageSection)`
  padding-bottom: 0;
  ${mq.md} {
    padding-bottom: 0;
  }
`;

export interface ResourcesPageProps {
  /** The first page of each list. @defaultValue the content's (hub-lists.val.js) */
  latest?: Readonly<Record<ResourceKind, readonly Resource[]>>;
  /** How many cards each list has in all. @defaultValue the content's */
  counts?: Readonly<Record<ResourceKind, number>>;
  /** How many pages each list has: more than one adds the way to the older ones. @defaultValue the content's */
  pages?: Readonly<Record<ResourceKind, number>>;
}

/** /resources: the Knowledge Hub, the latest of each list; older ones on the lists' pages (ResourceListPage). */
export default function ResourcesPage({ latest = hubLatest, counts = hubCounts, pages = hubPageCounts }: ResourcesPageProps) {
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
          footer={pages[section.kind] > 1 ? <ListPager section={section} current={1} count={pages[section.kind]} /> : null}
        />
      ))}
    </>
  );
}
