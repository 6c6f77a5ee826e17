import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@site/shared';
import { StandaloneRoutes } from './standalone/StandaloneRoutes';

createRoot(document.getElementById('root')!).render(
  <StandaloneHost remoteName="resources">
    <StandaloneRoutes />
  </StandaloneHost>,
);
