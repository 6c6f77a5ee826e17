import { createRoot } from 'react-dom/client';
import { siteStore } from '@site/shared';
import { App } from './app/App';
import { BASE_PATH, URL_MODE } from './app/build-settings';

siteStore.getState().configureUrls(URL_MODE, BASE_PATH);
createRoot(document.getElementById('root')!, {
  // A remote that throws is contained by RemoteErrorBoundary and shown as a fallback: that is
  // handled, so it is a warning for the remote's team, not a console error.
  onCaughtError: (error, info) => console.warn('Contained a render error', error, info.componentStack),
}).render(<App />);
