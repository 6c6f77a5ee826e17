import styled from '@emotion/styled';
import { Container, PageSection, SectionHeading, mq, useDeclaredHead } from '@site/shared';
import declaration from '../../pages.json';
import { hubSections } from '../data/hub-sections';
import { allResources, type Resource } from '../data/resources';
import { groupResources } from '../model/resources-model';
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
  /** Every resource to list; blog posts and case studies are split by type. @defaultValue allResources */
  resources?: readonly Resource[];
}

export default function ResourcesPage({ resources = allResources }: ResourcesPageProps) {
  useDeclaredHead(declaration, 'ResourcesPage');
  const grouped = groupResources(resources);
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
          <SectionJumpLinks sections={hubSections.map((section) => ({ section, count: grouped[section.kind].length }))} />
        </Container>
      </Intro>
      {hubSections.map((section, index) => (
        <ResourceSection key={section.id} section={section} resources={grouped[section.kind]} shaded={index % 2 === 1} />
      ))}
    </>
  );
}
