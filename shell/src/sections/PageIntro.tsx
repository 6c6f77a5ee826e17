import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container, SectionHeading, mq } from '@site/shared';
import type { SectionCopy } from '../content';

const INTRO_HEADING_ID = 'page-intro-heading';

/* Sits on the layout's blue wash like the home hero; the next section brings its own spacing. */
const Root = styled.section`
  padding: 40px 0 8px;
  ${mq.md} {
    padding: 72px 0 16px;
  }
`;

const Extra = styled.div`
  margin-top: 8px;
`;

/** The opening of an inner page: its h1, with an optional row beneath it. */
export function PageIntro({ copy, children }: { copy: SectionCopy; children?: ReactNode }) {
  return (
    <Root aria-labelledby={INTRO_HEADING_ID}>
      <Container>
        <SectionHeading level="h1" id={INTRO_HEADING_ID} {...copy} />
        {children ? <Extra>{children}</Extra> : null}
      </Container>
    </Root>
  );
}
