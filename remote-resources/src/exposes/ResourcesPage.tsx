import ResourcesPage from '../hub/ResourcesPage';

export default ResourcesPage;
export const contractVersion: string = __CONTRACT_VERSION__;
