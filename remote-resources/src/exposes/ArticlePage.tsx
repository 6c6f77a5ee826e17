import '../data/opened-page/article-ready.val.js';
import ArticlePage from '../hub/article/ArticlePage';

export default ArticlePage;
export const contractVersion: string = __CONTRACT_VERSION__;
