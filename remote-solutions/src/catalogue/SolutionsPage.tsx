import styled from '@emotion/styled';
import { Container, PageSection, SectionHeading, mq, useDocumentMeta } from '@site/shared';
import { HelpChoosing } from './HelpChoosing';
import { solutionsCopy } from './copy';
import { CatalogueError, CatalogueLoading, loadSolutionsCatalogue, useCatalogue, type CatalogueLoader } from './loading';
import { CategorySelect } from './navigation/CategorySelect';
import { CategorySidebar } from './navigation/CategorySidebar';
import { ResultsAnnouncement } from './results/ResultsAnnouncement';
import { SolutionsResults } from './results/SolutionsResults';
import { resolveSelection, selectedNavKey, selectionMeta, usePageHash } from './selection';

/** The sidebar takes one quarter of the width from `md` up. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 3fr);
    gap: 32px;
    align-items: start;
  }
`;

const Content = styled.div`
  min-width: 0;
`;

export interface SolutionsPageProps {
  /** Where the catalogue comes from; tests pass their own (an empty category, a failure). */
  loadCatalogue?: CatalogueLoader;
}

export default function SolutionsPage({ loadCatalogue = loadSolutionsCatalogue }: SolutionsPageProps) {
  const hash = usePageHash();
  const { state, retry } = useCatalogue(loadCatalogue);
  const catalogue = state.status === 'ready' ? state.catalogue : null;
  const selection = resolveSelection(hash, catalogue);
  const selectedKey = selectedNavKey(selection);
  const meta = selectionMeta(selection);
  useDocumentMeta(meta.title, meta.description);

  return (
    <PageSection>
      <Container>
        <SectionHeading level="h1" eyebrow={solutionsCopy.eyebrow} title={solutionsCopy.title} lead={solutionsCopy.lead} />
        <Columns>
          <CategorySidebar selected={selectedKey} />
          <Content>
            <CategorySelect selected={selectedKey} />
            {catalogue && selection ? (
              <>
                <ResultsAnnouncement catalogue={catalogue} selection={selection} />
                <SolutionsResults catalogue={catalogue} selection={selection} />
                <HelpChoosing />
              </>
            ) : state.status === 'failed' ? (
              <CatalogueError onRetry={retry} />
            ) : (
              <CatalogueLoading />
            )}
          </Content>
        </Columns>
      </Container>
    </PageSection>
  );
}
