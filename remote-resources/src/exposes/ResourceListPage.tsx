import '../data/opened-page/list-page-ready.val.js';
import ResourceListPage from '../hub/list/ResourceListPage';

export default ResourceListPage;
export const contractVersion: string = __CONTRACT_VERSION__;
