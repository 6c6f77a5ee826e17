import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, layout } from '@site/shared';
import { Footer } from '../footer';
import { Header } from '../header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  /* The header is transparent at the top: it sits on this soft wash, not on a hard edge. */
  background: linear-gradient(180deg, ${colors.primarySoft} 0, ${colors.surface} 420px);
`;

const Main = styled.main`
  flex: 1;
  /* A screen at least, as in the first paint's frame (frame/StaticFrame.tsx): a short page keeps
     the footer below the fold instead of pulling it up into view, a layout shift. */
  min-height: 100vh;
  padding-top: ${layout.headerHeight};
  outline: none;
  overflow-x: clip;
`;

/**
 * The frame of every page: skip link, header, the page in <main>, footer. `announcer` is the
 * router's live region, placed after the footer; the static frame (frame/) renders none.
 */
export function Layout({ children, announcer }: { children: ReactNode; announcer?: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <Header />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      {announcer}
    </Page>
  );
}
