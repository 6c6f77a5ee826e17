import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSiteStore } from '@site/shared';
import { type PageAnimation, playEnter, playExit } from './page-transition';
import { routeElement } from './route-elements';
import { useScrollManagement } from './useScrollManagement';

/**
 * The current page, keyed on the path only: a change of in-page hash (a solutions category,
 * a section anchor) must not re-animate the page. On a path change the page shown stays while
 * it plays its exit, then the new path's page replaces it and plays its entrance; the two are
 * never in the page together. The first page shown after a load does not animate in.
 */
export function RouteView() {
  const path = useSiteStore((s) => s.location.path);
  /** The path whose page is in the page: `path` once the previous page's exit has played. */
  const [shown, setShown] = useState(path);
  /** How many exits have ended: each one lets the page shown then enter. */
  const [changes, setChanges] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const latestPath = useRef(path);
  useLayoutEffect(() => {
    latestPath.current = path;
  }, [path]);
  const exit = useRef<PageAnimation | null>(null);
  // The same element for the same path, so a re-render leaves the page inside it alone.
  const page = useMemo(() => routeElement(shown), [shown]);
  useScrollManagement();

  useEffect(() => {
    // A path change during an exit waits for it: its end shows whichever path is current then.
    if (path === shown || exit.current) return;
    const exiting = playExit(container.current);
    const ended = () => {
      exit.current = null;
      // Back to the page that was leaving: the same element stays, and enters again from its faded state.
      setShown(latestPath.current);
      setChanges((count) => count + 1);
    };
    if (!exiting) return ended();
    exit.current = exiting;
    // A cancelled exit (the view unmounting) never ends, so it shows nothing.
    exiting.finished.then(ended, () => undefined);
  }, [path, shown]);

  // Before the entering page's first paint, so its first frame is already faded.
  useLayoutEffect(() => {
    if (changes > 0) playEnter(container.current);
  }, [changes]);

  useEffect(() => () => exit.current?.cancel(), []);

  return (
    <div key={shown} ref={container} data-route-path={shown}>
      {page}
    </div>
  );
}
