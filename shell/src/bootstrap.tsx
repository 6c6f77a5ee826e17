import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { siteStore } from '@site/shared';
import { App } from './app/App';
import { BASE_PATH, URL_MODE } from './app/build-settings';
import { keepPrerenderedPage } from './remotes/prerendered-page';

siteStore.getState().configureUrls(URL_MODE, BASE_PATH);
const container = document.getElementById('root')!;
keepPrerenderedPage(container, siteStore.getState().location.path);
const root = createRoot(container, {
  // A remote that throws is contained by RemoteErrorBoundary and shown as a fallback: that is
  // handled, so it is a warning for the remote's team, not a console error.
  onCaughtError: (error, info) => console.warn('Contained a render error', error, info.componentStack),
});
// A transition renders the first page in slices that yield to the browser, instead of one
// long task that blocks input on a slow phone (total blocking time in the benchmark).
startTransition(() => root.render(<App />));
