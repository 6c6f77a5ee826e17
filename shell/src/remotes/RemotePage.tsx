import styled from '@emotion/styled';
import { Suspense, use, useLayoutEffect, useState } from 'react';
import { useSiteStore, type RemotePageModule } from '@site/shared';
import { carryOver, interactiveElements } from './carry-over';
import { IncompatibleRemoteError } from './incompatible-remote';
import { loadedRemotePage, loadRemotePage } from './load-remote-page';
import type { RemotePage as RemotePageInfo } from './remote-pages';
import { forgetPrerenderedPage, prerenderedNodes } from './prerendered-page';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading, RemoteUnavailable } from './RemoteStates';

/**
 * Once the live page has replaced the content the page's HTML brought: the visitor's focus and
 * typing there carry over to it. A component of its own, because LoadedPage may call `use`
 * only on some renders, and a hook after it would then be new to React on a replay.
 */
function CarryOverFromHtml({ replaces }: { replaces: Node[] }) {
  useLayoutEffect(() => {
    const main = document.querySelector('main');
    if (main) carryOver(interactiveElements(replaces), main);
    forgetPrerenderedPage();
  }, [replaces]);
  return null;
}

/** The remote's page component, once its code is in (suspends until then). */
function LoadedPage({ page, load, replaces }: { page: RemotePageInfo; load: Promise<RemotePageModule>; replaces: Node[] | null }) {
  const { default: Page } = loadedRemotePage(page) ?? use(load);
  return (
    <>
      <Page />
      {replaces ? <CarryOverFromHtml replaces={replaces} /> : null}
    </>
  );
}

/** Adds no box of its own: the content lays out exactly as it did in the page's HTML. */
const Contents = styled.div`
  display: contents;
`;

/**
 * The page's content as its HTML brought it (prerendered-page.ts), shown until its code is in;
 * `data-prerendered` says so to anyone inspecting the page (and to the browser suite).
 */
function PrerenderedContent({ nodes }: { nodes: Node[] }) {
  return <Contents data-prerendered="" ref={(element) => element?.replaceChildren(...nodes)} />;
}

/**
 * Renders one page of a remote: until its code arrives, the content the page's HTML brought
 * (path mode) or else a loading state; then the page. A page that cannot be loaded, or that
 * throws while rendering, shows a friendly fallback with Retry inside <main> only; the rest of
 * the site keeps working.
 */
export function RemotePage({ page }: { page: RemotePageInfo }) {
  // The load this render waits on, kept while it fails so the fallback stays until a Retry,
  // which starts a new one and remounts the boundary.
  const [{ attempt, load }, setLoad] = useState(() => ({ attempt: 0, load: loadRemotePage(page) }));
  const nodes = prerenderedNodes(useSiteStore((s) => s.location.path));
  const retry = () => {
    const next = loadRemotePage(page);
    setLoad((current) => ({ attempt: current.attempt + 1, load: next }));
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error) => (
        <RemoteUnavailable label={page.label} incompatible={error instanceof IncompatibleRemoteError} onRetry={retry} />
      )}
    >
      <Suspense fallback={nodes ? <PrerenderedContent nodes={nodes} /> : <RemoteLoading label={page.label} />}>
        <LoadedPage page={page} load={load} replaces={nodes} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
