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

  useEffect(() => {
    const cached = loaded.get(load);
    if (cached) {
      setState((current) => (current.status === 'ready' && current.catalogue === cached ? current : { status: 'ready', catalogue: cached }));
      return;
    }
    let cancelled = false;
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
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

  return { state, retry: () => setAttempt((n) => n + 1) };
}
