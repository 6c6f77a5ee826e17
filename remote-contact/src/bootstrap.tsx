import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@site/shared';
import ContactPage from './contact/ContactPage';

createRoot(document.getElementById('root')!).render(
  <StandaloneHost remoteName="contact">
    <ContactPage />
  </StandaloneHost>,
);
