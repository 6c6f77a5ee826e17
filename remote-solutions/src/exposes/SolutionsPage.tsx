import SolutionsPage from '../catalogue/SolutionsPage';

export default SolutionsPage;
export const contractVersion: string = __CONTRACT_VERSION__;
