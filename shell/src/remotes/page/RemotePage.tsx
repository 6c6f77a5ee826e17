import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useSiteStore, type RemotePageModule } from '@site/shared';
import { carryOver, forgetPrerenderedPage, interactiveElements, prerenderedNodes } from '../../takeover';
import { IncompatibleRemoteError } from '../loading/incompatible-remote';
import { loadedRemotePage, loadRemotePage } from '../loading/load-remote-page';
import type { RemotePage as RemotePageInfo } from '../registry/remote-pages';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading, RemoteUnavailable } from './RemoteStates';

/**
 * Once the live page has replaced the content the page's HTML brought: the visitor's focus and
 * typing there carry over to it. A component of its own, so that its layout effect runs
 * exactly when the page first shows, not on the renders of the placeholder before it.
 */
function CarryOverFromHtml({ replaces }: { replaces: Node[] }) {
  useLayoutEffect(() => {
    const main = document.querySelector('main');
    if (main) carryOver(interactiveElements(replaces), main);
    forgetPrerenderedPage();
  }, [replaces]);
  return null;
}

/** A page's load once it has settled: the remote's module, or what it failed with. */
type Settled = { module: RemotePageModule } | { error: unknown };

/**
 * The remote's page component once its code is in, `placeholder` until then. Not Suspense with
 * `use(load)`: React reveals content that resolves after its fallback has shown no sooner than
 * 300 ms after that fallback (react.dev, Suspense, caveats; react/react#31819), and a first
 * visit's code typically lands 100-150 ms after the page mounts, so a cold tap waited
 * another 150-200 ms for nothing (docs/performance.md, "Decisions and their figures"). A state
 * update shows it at once. A failed load is thrown in render, so the error boundary above
 * takes it as before.
 */
function LoadedPage({ page, load, replaces, placeholder }: { page: RemotePageInfo; load: Promise<RemotePageModule>; replaces: Node[] | null; placeholder: ReactNode }) {
  const [settled, setSettled] = useState<Settled | null>(() => {
    const module = loadedRemotePage(page);
    return module ? { module } : null;
  });
  useEffect(() => {
    if (settled) return undefined;
    let current = true;
    load.then(
      (module) => current && setSettled({ module }),
      (error: unknown) => current && setSettled({ error }),
    );
    return () => {
      current = false;
    };
  }, [load, settled]);
  if (!settled) return placeholder;
  if ('error' in settled) throw settled.error;
  const { default: Page } = settled.module;
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
      <LoadedPage
        page={page}
        load={load}
        replaces={nodes}
        placeholder={nodes ? <PrerenderedContent nodes={nodes} /> : <RemoteLoading label={page.label} />}
      />
    </RemoteErrorBoundary>
  );
}
