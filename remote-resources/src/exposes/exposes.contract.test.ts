import { paths } from '@site/shared';
import { checkRemotePages } from '@site/shared/testing/remote-page-contract';
import { blogPosts } from '../data/resources';

const article = blogPosts.find((post) => post.slug);
if (!article?.slug) throw new Error('The contract checks need a blog post with an article (remote-resources/content/).');

// Every rule the shell relies on from this remote's pages (shared/src/contract.ts); the article
// page is checked on one of its articles.
checkRemotePages('resources', { ArticlePage: paths.article.getTarget('blog', article.slug) });
