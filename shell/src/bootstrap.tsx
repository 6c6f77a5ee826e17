import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { siteStore } from '@site/shared';
import { App } from './app';
import { BASE_PATH, URL_MODE } from './environment';
import { carryOver, interactiveElements, keepPrerenderedPage, watchFocusLoss } from './takeover';

siteStore.getState().configureUrls(URL_MODE, BASE_PATH);
const container = document.getElementById('root')!;
keepPrerenderedPage(container, siteStore.getState().location.path);
// What the visitor may be using in the HTML's page (path mode) when React's first commit replaces it.
watchFocusLoss();
const htmlElements = interactiveElements([...container.childNodes]);

/** Runs once the first commit has replaced the HTML's nodes (a parent's layout effect runs after its children's). */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    carryOver(htmlElements, container);
    // From here on links navigate in the page and controls respond. In path mode the HTML looks
    // the same before, so whoever needs the live app (the browser suite's keyboard journeys) waits for this.
    container.dataset.live = '';
  }, []);
  return children;
}

const root = createRoot(container, {
  // A remote that throws is contained by RemoteErrorBoundary and shown as a fallback: that is
  // handled, so it is a warning for the remote's team, not a console error.
  onCaughtError: (error, info) => console.warn('Contained a render error', error, info.componentStack),
});
// A transition renders the first page in slices that yield to the browser, instead of one
// long task that blocks input on a slow phone (total blocking time in the benchmark).
startTransition(() =>
  root.render(
    <TakeOver>
      <App />
    </TakeOver>,
  ),
);
