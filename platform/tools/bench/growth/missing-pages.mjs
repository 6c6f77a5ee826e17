/**
 * What a finished prerender must leave in a deploy, at any count of posts: for every page of the
 * route table and every path the live declarations name, its index.html and its sitemap line.
 * growth.mjs checks it after each prerender and release.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { deployPaths, readDeploy, readRemotesJson } from '../../../deploy/index.mjs';
import { ROUTES } from '../../../workspace/index.js';
import { liveDeclarations } from '../../../html/index.mjs';
import { declaredRoutes, sitemapOf } from '../../../prerender/index.mjs';

const SHELL_ROUTES = Object.keys(ROUTES);

/** Whether a declared route is an article's page (not a list's numbered page). */
export function isArticleRoute(route) {
  return /^\/resources\/[a-z]+\/[^/]+$/.test(route) && !/\/page\/\d+$/.test(route);
}

/**
 * The pages that lack their HTML or their sitemap line, of those the route table and the
 * declarations name. Pure: what the deploy holds is given.
 * @param {{ shellRoutes: string[], declared: string[], sitemap: string[], hasHtml: (route: string) => boolean }} deploy
 */
export function pagesLacking({ shellRoutes, declared, sitemap, hasHtml }) {
  const inSitemap = new Set(sitemap);
  const expected = [...new Set([...shellRoutes, ...declared])];
  const missing = expected.filter((route) => !inSitemap.has(route) || !hasHtml(route));
  const articleRoutes = declared.filter(isArticleRoute);
  return { expected: expected.length, articles: articleRoutes.length, articleRoutes, missing };
}

/** pagesLacking of the deploy folder `dir`; none missing when all is well. */
export function missingPages(dir) {
  const { shellDir, cdnDir } = deployPaths(dir);
  return pagesLacking({
    shellRoutes: SHELL_ROUTES,
    declared: declaredRoutes(liveDeclarations({ cdnDir, cdnOrigin: readDeploy(dir).cdnOrigin, remotes: readRemotesJson(shellDir) })),
    sitemap: sitemapOf(shellDir).routes,
    hasHtml: (route) => existsSync(path.join(shellDir, route, 'index.html')),
  });
}
