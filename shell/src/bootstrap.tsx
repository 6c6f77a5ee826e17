import { createRoot } from 'react-dom/client';
import { siteStore } from '@site/shared';
import { App } from './app/App';
import { BASE_PATH, URL_MODE } from './app/build-settings';

siteStore.getState().configureUrls(URL_MODE, BASE_PATH);
createRoot(document.getElementById('root')!).render(<App />);
