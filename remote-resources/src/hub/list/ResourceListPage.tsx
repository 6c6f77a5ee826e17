import styled from '@emotion/styled';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Container, PageSection, SectionHeading, mq, navigate, paths, useDocumentMeta, useSiteStore } from '@site/shared';
import { hubSectionFor } from '../../data/lists/hub-sections';
import { isListPagePath, listPageCards, listPageCount, listPageKey, listPageRoute } from '../../data/lists/list-page-data';
import { BackLink } from '../BackLink';
import { ContentLoading } from '../ContentLoading';
import { ListPager } from './ListPager';
import { ResourceGrid } from '../cards/ResourceSection';
import { useContent } from '../useContent';

/** The heading block flows into the grid, as the hub's intro flows into its first list. */
const Intro = styled(PageSection)`
  padding-bottom: 32px;
  ${mq.md} {
    padding-bottom: 40px;
  }
`;

const Cards = styled(PageSection)`
  padding-top: 0;
  ${mq.md} {
    padding-top: 0;
  }
`;

/**
 * The list page this page shows. The shell keeps a page mounted while it animates out, by
 * which time the store holds the next path; this page keeps its own meanwhile, rather than read
 * that path as a page that does not exist and redirect.
 */
function useListPagePath(): string {
  const path = useSiteStore((s) => s.location.path);
  const [own, setOwn] = useState(path);
  const current = isListPagePath(path) ? path : own;
  // Adjusting state while rendering (React's pattern for state derived from a changing input).
  if (current !== own) setOwn(current);
  return current;
}

/**
 * /resources/{type}/page/{n}: one page of a list's older posts, with the way to every other
 * page; an unknown list or a page past the last goes back to the Knowledge Hub.
 */
export default function ResourceListPage() {
  const route = listPageRoute(useListPagePath());
  const entry = useContent(listPageCards, route ? listPageKey(route) : null);
  const section = hubSectionFor(route?.type ?? 'blog');
  const count = route ? listPageCount(route.type) : 1;
  const title = route ? `${section.shortName}: page ${route.number} of ${count}` : section.title;
  useDocumentMeta(title, section.lead);

  const unknown = route === null;
  useEffect(() => {
    // Replace, not push, as for an unknown article: Back skips the dead address.
    if (unknown) navigate(paths.resources.getTarget(), { replace: true });
  }, [unknown]);

  if (!route) return null;
  if (entry?.status !== 'ready') return <ContentLoading label={`Loading ${section.shortName.toLowerCase()}`} />;
  return (
    <>
      <Intro>
        <Container>
          <BackLink to={paths.resources.getTarget(section.id)}>
            <ArrowLeft size={18} aria-hidden="true" />
            Back to Resources
          </BackLink>
          <SectionHeading level="h1" eyebrow={section.eyebrow} title={title} lead={section.lead} />
        </Container>
      </Intro>
      <Cards aria-label={title}>
        <Container>
          <ResourceGrid section={section} resources={entry.value} cardHeading="h2" />
          {count > 1 ? <ListPager section={section} current={route.number} count={count} /> : null}
        </Container>
      </Cards>
    </>
  );
}
