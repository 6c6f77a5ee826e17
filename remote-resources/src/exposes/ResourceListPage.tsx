import '../data/list-page-ready.val.js';
import ResourceListPage from '../hub/ResourceListPage';

export default ResourceListPage;
export const contractVersion: string = __CONTRACT_VERSION__;
