import { startTransition, useEffect, useState } from 'react';
import type { Catalogue, CatalogueLoader } from './catalogue';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; catalogue: Catalogue }
  | { status: 'failed' };

/** Loaded catalogues, so coming back to the page renders at once instead of loading again. */
const loaded = new WeakMap<CatalogueLoader, Catalogue>();

function initialState(load: CatalogueLoader): CatalogueState {
  const catalogue = loaded.get(load);
  return catalogue ? { status: 'ready', catalogue } : { status: 'loading' };
}

/** Loads the catalogue once per loader; a failed load (offline, a new deploy) can be retried. */
export function useCatalogue(load: CatalogueLoader): { state: CatalogueState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CatalogueState>(() => initialState(load));
  // Another loader starts over from its own state, in this render rather than after an effect
  // (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  // (Wrapped in functions: useState would call a function given as the value itself.)
  const [stateFor, setStateFor] = useState(() => load);
  if (stateFor !== load) {
    setStateFor(() => load);
    setState(initialState(load));
  }

  useEffect(() => {
    if (loaded.has(load)) return;
    let cancelled = false;
    load().then(
      (catalogue) => {
        loaded.set(load, catalogue);
        // 129 cards with their icons: rendered in slices, so the page stays responsive meanwhile.
        if (!cancelled) startTransition(() => setState({ status: 'ready', catalogue }));
      },
      (error: unknown) => {
        console.warn('Could not load the solutions catalogue', error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
