/** The shell's own pages: home, benefits, about and not found. Imported through this file only. */
export { AboutPage } from './AboutPage';
export { BenefitsPage } from './BenefitsPage';
export { HomePage } from './HomePage';
export { NotFoundPage } from './NotFoundPage';
