import '../data/article-ready.val.js';
import ArticlePage from '../hub/ArticlePage';

export default ArticlePage;
export const contractVersion: string = __CONTRACT_VERSION__;
