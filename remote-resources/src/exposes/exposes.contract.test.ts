import { paths } from '@site/shared';
import { checkRemotePages } from '@site/shared/testing/remote-page-contract';
import declaration from '../../pages.json';
import { blogPosts } from '../data/resources';
import { listedPaths } from '../testing/content-files.val.js';
import { serveContent } from '../testing/content-server';

const article = blogPosts.find((post) => post.slug);
if (!article?.slug) throw new Error('The contract checks need a blog post with an article (remote-resources/content/).');

// The pages fetch their content files as in a browser.
serveContent();

// The patterns' pages with the paths the content gives them, as the build lists them: a link
// to an article or a list page that does not exist breaks store-navigation.
const pages = declaration.pages.map((page) => ({ ...page, paths: listedPaths[page.module] && [...listedPaths[page.module]] }));

// Every rule the shell relies on from this remote's pages (shared/src/contract.ts); the article
// page is checked on one of its articles, the list pages on the first page of the blog posts.
checkRemotePages({ name: 'resources', pages, exposesDir: __dirname }, { ArticlePage: paths.article.getTarget('blog', article.slug), ResourceListPage: '/resources/blog/page/1' });
