import { loadSolutionsCatalogue } from '../catalogue/loading';
import SolutionsPage from '../catalogue/SolutionsPage';

// The catalogue's chunk is requested as soon as this page's code arrives (also on a hover
// preload), not after the page's first render: one round trip less before the cards. A
// failure here is left to the page's own load, which asks again and shows its error state.
loadSolutionsCatalogue().catch(() => undefined);

export default SolutionsPage;
export const contractVersion: string = __CONTRACT_VERSION__;
