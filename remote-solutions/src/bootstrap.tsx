import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@site/shared';
import SolutionsPage from './catalogue/SolutionsPage';

createRoot(document.getElementById('root')!).render(
  <StandaloneHost remoteName="solutions">
    <SolutionsPage />
  </StandaloneHost>,
);
