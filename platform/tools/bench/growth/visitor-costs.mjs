/**
 * What the pages that list or show posts cost a visitor at a count of posts (growth.mjs), over
 * a prerendered deploy being served: their HTML, downloads and reach (page-costs.mjs), and
 * Lighthouse on the hub and an article.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { deployPaths } from '../../../deploy/index.mjs';
import { ensureChromium } from '../../../machine/index.mjs';
import { startPhotoHost } from '../../../serve/index.mjs';
import { lighthouseFigures } from '../lighthouse/lighthouse-figures.mjs';
import { lighthouseScores } from '../lighthouse/lighthouse-runs.mjs';
import { htmlBytes, launchBrowser, pageDownloads, reachableByLinks } from './page-costs.mjs';

/** A post of the content in the repository, so there at every count: the article measured. */
export const ARTICLE = '/resources/blog/crm-for-small-business-growth-a-practical-starter-guide';

/**
 * What the pages that list or show posts cost a visitor at this count (page-costs.mjs), and
 * the checks that must hold at any count: the article downloads no other article's file, and
 * every article is reached by links in the HTML alone. Throws when a check fails.
 */
export async function pageCosts(site, declaredArticles) {
  const { shellDir, cdnDir } = deployPaths(site.dir);
  const served = { siteOrigin: site.siteOrigin, cdnOrigin: site.cdnOrigin, shellDir, cdnDir };
  const listPage = existsSync(path.join(shellDir, '/resources/blog/page/2', 'index.html')) ? '/resources/blog/page/2' : '/resources/blog/page/1';
  const browser = await launchBrowser();
  let hub;
  let article;
  try {
    hub = await pageDownloads(browser, served, '/resources');
    article = await pageDownloads(browser, served, ARTICLE);
  } finally {
    await browser.close();
  }
  const others = article.contentFiles.filter((file) => file.startsWith('article-') && !file.startsWith(`article-blog-${path.basename(ARTICLE)}.`));
  if (others.length) throw new Error(`Opening ${ARTICLE} downloaded other articles' files: ${others.join(', ')}`);
  const reached = reachableByLinks(shellDir);
  const unreached = declaredArticles.filter((route) => !reached.has(route));
  if (unreached.length) throw new Error(`${unreached.length} of ${declaredArticles.length} articles are not reached by links in the HTML from /resources: ${unreached.slice(0, 5).join(', ')}`);
  const costs = {
    hub: { html: htmlBytes(shellDir, '/resources'), ...hub },
    listPage: { route: listPage, html: htmlBytes(shellDir, listPage) },
    article: { html: htmlBytes(shellDir, ARTICLE), ...article },
    reachedArticles: declaredArticles.length,
  };
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`  the hub: HTML ${kb(costs.hub.html)}, JavaScript ${kb(hub.jsBytes)}, content files ${hub.contentFiles.length} (${kb(hub.contentBytes)})`);
  console.log(`  ${listPage}: HTML ${kb(costs.listPage.html)}`);
  console.log(`  the article: HTML ${kb(costs.article.html)}, JavaScript ${kb(article.jsBytes)}, content files ${article.contentFiles.join(', ')} (${kb(article.contentBytes)}); no other article's`);
  console.log(`  all ${declaredArticles.length} articles reached by links in the HTML from /resources, no script run`);
  return costs;
}

/** Lighthouse (mobile) on the hub and the article, `count` runs each, taking turns. */
export async function lighthouseOf(site, count) {
  const photoHost = await startPhotoHost();
  const chrome = await chromeLauncher.launch({
    chromePath: await ensureChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...photoHost.chromiumArgs],
  });
  try {
    const runs = { hub: [], article: [] };
    for (let run = 0; run < count; run += 1) {
      for (const [name, route] of [['hub', '/resources'], ['article', ARTICLE]]) {
        const result = await lighthouseScores(`${site.siteOrigin}${route}`, chrome.port);
        if (result.runtimeError) console.log(`  Lighthouse run failed on ${route}: ${result.runtimeError}`);
        runs[name].push(result);
      }
    }
    const figures = { hub: lighthouseFigures(runs.hub), article: lighthouseFigures(runs.article) };
    console.log(`  Lighthouse performance: the hub ${figures.hub.performance} (${figures.hub.performanceRuns.join(', ')}), the article ${figures.article.performance} (${figures.article.performanceRuns.join(', ')})`);
    return figures;
  } finally {
    await chrome.kill();
    photoHost.close();
  }
}
