import styled from '@emotion/styled';
import { GlobalStyles, Layout } from '../layout';

/** Keeps the footer below the fold while the page is still on its way, as the page will. */
const PageSpace = styled.div`
  min-height: 100vh;
`;

/**
 * The site's frame (header, footer, background) with an empty page, rendered at build time
 * into index.html, so the first paint does not wait for JavaScript. The same components as
 * the live layout, so the two cannot drift apart.
 */
export function StaticFrame() {
  return (
    <>
      <GlobalStyles />
      <Layout>
        <PageSpace />
      </Layout>
    </>
  );
}
