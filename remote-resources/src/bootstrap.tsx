import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@site/shared';
import ResourcesPage from './hub/ResourcesPage';

createRoot(document.getElementById('root')!).render(
  <StandaloneHost remoteName="resources">
    <ResourcesPage />
  </StandaloneHost>,
);
