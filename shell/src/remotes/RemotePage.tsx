import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from './remotes-config';
import { getLoadedRemotePage, IncompatibleRemoteError, loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading, RemoteUnavailable } from './RemoteStates';

export interface RemotePageProps {
  remote: RemoteName;
  /** Exposed module name, e.g. "ContactPage". */
  module: string;
  /** How visitors call this page in messages: "Contact". */
  label: string;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; incompatible: boolean };

/**
 * Renders one page of a remote: loading state, then the page inside an error boundary;
 * a failure shows a friendly fallback with Retry and leaves the rest of the site working.
 */
export function RemotePage({ remote, module, label }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const ready = getLoadedRemotePage(remote, module);
    return ready ? { status: 'ready', Page: ready.default } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status === 'ready') return;
    let cancelled = false;
    loadRemotePage(remote, module).then(
      // A remote page can be large (the catalogue): render it in slices, as the first page is.
      (mod) => !cancelled && startTransition(() => setState({ status: 'ready', Page: mod.default })),
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`Could not load the ${remote} remote`, error);
        setState({ status: 'failed', incompatible: error instanceof IncompatibleRemoteError });
      },
    );
    return () => {
      cancelled = true;
    };
    // Re-run only for a new page or a Retry, not when our own state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return <RemoteLoading label={label} />;
  if (state.status === 'failed') {
    return <RemoteUnavailable label={label} incompatible={state.incompatible} onRetry={retry} />;
  }
  const { Page } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(_error, reset) => (
        <RemoteUnavailable
          label={label}
          incompatible={false}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Page />
    </RemoteErrorBoundary>
  );
}
