import styled from '@emotion/styled';
import { Container, PageSection, colors } from '@site/shared';

/**
 * Shown while a page's content file is on its way after its code: on a move from one article
 * to another, or to a list page the visitor had not seen. A page opened at its address waits
 * for its file before it shows (src/data/opened-page/*-ready.val.js), so this never replaces the content
 * its HTML brought. Busy, so the prerender and the tests wait for the page (the remote page contract).
 */
const Section = styled(PageSection)`
  min-height: 60vh;
`;

const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  text-align: center;
`;

export function ContentLoading({ label }: { label: string }) {
  return (
    <Section aria-busy="true">
      <Container>
        <Note role="status">{label}…</Note>
      </Container>
    </Section>
  );
}
