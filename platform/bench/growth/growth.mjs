/**
 * `npm run bench:growth`: what the site's growth costs. For each count of posts, generates them
 * (growth-posts.mjs) into a scratch copy of the repository (.bench/growth/repo/, this checkout's
 * committed files, its packages linked as the baseline's are: compared/baseline-site.mjs), then
 * times the resources build there (a cold one: its webpack cache emptied first, as CI builds)
 * and the site's prerender in path mode (prerender-site.mjs: the path-mode shell and this
 * checkout's other remotes, with the scratch's resources build, deployed and crawled as
 * `npm run prerender -- --site` does). After each prerender it checks what the crawl must leave:
 * every page of the route table and every declared article with its HTML and its sitemap line,
 * and exits 1 when one is missing. Then (page-costs.mjs) what the hub, a list page and an
 * article cost a visitor, whether the article fetches another article's file and whether every
 * article is reached by links in the HTML alone, and Lighthouse on the hub and the article.
 * Not part of npm test: figures, and a check at a size the suite cannot afford
 * (docs/performance.md, "The cost of growth").
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, fail } from '../../cli/cli.mjs';
import { ensureBuilt, pathModeShell } from '../../builds/builds.mjs';
import { deployPaths, previewQuery, readDeploy, readRemotesJson, rootDir } from '../../deploy/deploy.mjs';
import { liveDeclarations } from '../../html/site-pages-html.mjs';
import { declaredRoutes, prerender, sitemapOf } from '../../prerender/prerender-site.mjs';
import { ensureChromium } from '../../machine/index.mjs';
import { startPhotoHost } from '../../serve/index.mjs';
import { deployAndServe } from '../../serve/index.mjs';
import { lighthouseFigures, lighthouseScores } from '../lighthouse-runs.mjs';
import { htmlBytes, launchBrowser, pageDownloads, reachableByLinks } from './page-costs.mjs';
import { linkPackages } from '../compared/baseline-site.mjs';
import { writeGrowthPosts } from './growth-posts.mjs';
import { median } from '../median.mjs';

const USAGE = `
Usage: npm run bench:growth -- [--posts 10,100,1000] [--runs N] [--prerender-runs N] [--no-prerender] [--no-pages] [--lighthouse-runs N] [--release]

Times the resources build and the site's path-mode prerender with that many posts in
remote-resources/content/ (generated into a scratch copy of the repository, never here), and
checks after each prerender that every page of the route table and every article has its HTML
and its sitemap line.
  --posts LIST         the counts of posts, comma-separated (default 10,100,1000); the
                       content's own posts count, so the least is how many there are
  --runs N             resources builds per count (default 3); figures are medians
  --prerender-runs N   prerenders per count (default 1: one of 1,000 pages takes minutes)
  --no-prerender       time the builds only
  --no-pages           after the prerender, measure nothing of the pages; without it: the
                       hub's, a list page's and an article's HTML and the JavaScript and content
                       files a cold visit downloads, whether the article downloads another
                       article's file, whether every article is reached by links in the HTML
                       alone, and Lighthouse (mobile) on the hub and the article
  --lighthouse-runs N  Lighthouse runs per page and count (default 3; 0: none); the median
  --release            after the prerender, time a real release of resources into that
                       prerendered deploy (npm run release, its gate in Chromium, then its
                       crawl), and check its preview link's length and every page again
Exit code: 0 measured; 1 a build or a prerender failed, or a page lost its HTML or sitemap line;
2 wrong arguments.
`;
const { values: options } = cli({
  usage: USAGE,
  options: {
    posts: { type: 'string' },
    runs: { type: 'string' },
    'prerender-runs': { type: 'string' },
    'no-prerender': { type: 'boolean' },
    'no-pages': { type: 'boolean' },
    'lighthouse-runs': { type: 'string' },
    release: { type: 'boolean' },
  },
});
function count(value, name, fallback, least = 1) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < least) fail(`${name} takes a whole number (${least} or more), got "${value}".`, USAGE);
  return n;
}
const COUNTS = (options.posts ?? '10,100,1000').split(',').map((value) => count(value, '--posts'));
const RUNS = count(options.runs, '--runs', 3);
const PRERENDER_RUNS = count(options['prerender-runs'], '--prerender-runs', 1);
const LIGHTHOUSE_RUNS = count(options['lighthouse-runs'], '--lighthouse-runs', 3, 0);
/** A post of the content in the repository, so there at every count: the article measured. */
const ARTICLE = '/resources/blog/crm-for-small-business-growth-a-practical-starter-guide';
const SHELL_ROUTES = Object.keys(JSON.parse(readFileSync(path.join(rootDir, 'shared/src/routing/static-routes.json'), 'utf8')));

const scratch = path.join(rootDir, '.bench/growth/repo');
const contentDir = path.join(scratch, 'remote-resources/content');

/** The committed files (git archive HEAD) with this checkout's packages linked in. */
function prepareScratch() {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${scratch}"`], { cwd: rootDir, stdio: 'inherit' });
  linkPackages(scratch);
}

/** The content back to the committed posts, then generated ones up to `total`. */
function writeContent(total) {
  for (const name of readdirSync(contentDir)) if (name.startsWith('growth-sample-')) rmSync(path.join(contentDir, name));
  writeGrowthPosts(contentDir, total);
}

/** A cold resources build in the scratch copy, as builds.mjs builds a remote; its seconds. */
function buildResources() {
  rmSync(path.join(scratch, '.cache'), { recursive: true, force: true });
  rmSync(path.join(scratch, 'remote-resources/dist'), { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(scratch, 'remote-resources'),
    env: { ...process.env, URL_MODE: '', BASE_PATH: '' },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('The resources build failed in the scratch copy (its output is above).');
  }
  return seconds;
}

/**
 * What a finished prerender must leave in the deploy: for every page of the route table and
 * every path the live declarations name, its index.html and its sitemap line. The pages that
 * lack either; none when all is well.
 */
function missingPages(dir) {
  const { shellDir, cdnDir } = deployPaths(dir);
  const declared = declaredRoutes(liveDeclarations({ cdnDir, cdnOrigin: readDeploy(dir).cdnOrigin, remotes: readRemotesJson(shellDir) }));
  const inSitemap = new Set(sitemapOf(shellDir).routes);
  const expected = [...new Set([...SHELL_ROUTES, ...declared])];
  const missing = expected.filter((route) => !inSitemap.has(route) || !existsSync(path.join(shellDir, route, 'index.html')));
  const articleRoutes = declared.filter((route) => /^\/resources\/[a-z]+\/[^/]+$/.test(route) && !/\/page\/\d+$/.test(route));
  return { expected: expected.length, articles: articleRoutes.length, articleRoutes, missing };
}

/**
 * What the pages that list or show posts cost a visitor at this count (page-costs.mjs), and
 * the checks that must hold at any count: the article downloads no other article's file, and
 * every article is reached by links in the HTML alone. Throws when a check fails.
 */
async function pageCosts(site, declaredArticles) {
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

/** Lighthouse (mobile) on the hub and the article, LIGHTHOUSE_RUNS runs each, taking turns. */
async function lighthouseOf(site) {
  const photoHost = await startPhotoHost();
  const chrome = await chromeLauncher.launch({
    chromePath: await ensureChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...photoHost.chromiumArgs],
  });
  try {
    const runs = { hub: [], article: [] };
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
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

/** Prerenders of the scratch's resources build with the path-mode shell; seconds of each. */
async function timePrerender(pathShell) {
  // Named localhost, as npm run lighthouse serves it: Lighthouse measures the pages from it.
  const site = await deployAndServe({ sources: { shell: pathShell, resources: path.join(scratch, 'remote-resources/dist') }, hostname: 'localhost' });
  try {
    const times = [];
    for (let run = 0; run < PRERENDER_RUNS; run += 1) {
      const started = performance.now();
      const routes = await prerender({ site: site.dir, siteOrigin: site.siteOrigin, log: false });
      times.push((performance.now() - started) / 1000);
      const { expected, articles, missing } = missingPages(site.dir);
      if (missing.length) throw new Error(`After the prerender, ${missing.length} of ${expected} pages lack their HTML or sitemap line: ${missing.slice(0, 10).join(', ')}`);
      console.log(`  prerender ${run + 1}: ${times.at(-1).toFixed(1)} s, ${routes.length} routes; all ${expected} pages (${articles} articles, /contact, /about, /benefits) have their HTML and sitemap line`);
    }
    const costs = options['no-pages'] ? null : await pageCosts(site, missingPages(site.dir).articleRoutes);
    const lighthouse = options['no-pages'] || !LIGHTHOUSE_RUNS ? null : await lighthouseOf(site);
    const release = options.release ? await timeRelease(site.dir) : null;
    return { times, pages: missingPages(site.dir).expected, costs, lighthouse, release };
  } finally {
    await site.close();
  }
}

/**
 * A real release of resources into the prerendered deploy `dir`: the same build with one field
 * added to its manifest, so it is another version (its content hash), whose pages are the
 * same. Its seconds (gate and crawl included) and its preview link's length.
 */
async function timeRelease(dir) {
  const candidate = path.join(scratch, '.cache', 'growth-candidate');
  rmSync(candidate, { recursive: true, force: true });
  cpSync(path.join(scratch, 'remote-resources/dist'), candidate, { recursive: true });
  const manifest = path.join(candidate, 'mf-manifest.json');
  writeFileSync(manifest, JSON.stringify({ ...JSON.parse(readFileSync(manifest, 'utf8')), growthBench: Date.now() }));
  for (const ext of ['.gz', '.br']) rmSync(`${manifest}${ext}`, { force: true });
  const started = performance.now();
  // Asynchronous: the deploy's servers run in this very process, and the release's gate uses them.
  const child = spawn(process.execPath, [path.join(rootDir, 'platform/release/release.mjs'), 'resources', '--to', dir, '--build-dir', candidate, '--browser', 'chromium']);
  let said = '';
  child.stdout.on('data', (chunk) => (said += chunk));
  child.stderr.on('data', (chunk) => (said += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`The release failed (exit ${status}):\n${said}`);
  const { expected, missing } = missingPages(dir);
  if (missing.length) throw new Error(`After the release, ${missing.length} of ${expected} pages lack their HTML or sitemap line: ${missing.slice(0, 10).join(', ')}`);
  const link = `${readDeploy(dir).siteOrigin ?? 'http://localhost:3000'}/?${previewQuery('resources', readRemotesJson(deployPaths(dir).shellDir).resources)}`;
  console.log(`  release: ${seconds.toFixed(1)} s (gate in Chromium and crawl); all ${expected} pages kept their HTML and sitemap line; its preview link: ${link.length} characters`);
  return { seconds, link: link.length };
}

try {
  const pathShell = options['no-prerender'] ? null : await pathModeShell({ quiet: true });
  // This checkout's solutions and contact builds go with the scratch's resources into the deploy.
  if (pathShell) await ensureBuilt(['solutions', 'contact'], { quiet: true });
  prepareScratch();
  const rows = [];
  for (const posts of COUNTS) {
    writeContent(posts);
    console.log(`${posts} posts:`);
    const builds = [];
    for (let run = 0; run < RUNS; run += 1) {
      builds.push(buildResources());
      console.log(`  resources build ${run + 1}: ${builds.at(-1).toFixed(1)} s`);
    }
    const prerendered = pathShell ? await timePrerender(pathShell) : null;
    rows.push({
      posts,
      build: median(builds),
      builds,
      prerender: prerendered && median(prerendered.times),
      prerenders: prerendered?.times,
      pages: prerendered?.pages,
      costs: prerendered?.costs,
      lighthouse: prerendered?.lighthouse,
      release: prerendered?.release,
    });
  }
  console.log('\nposts  pages  resources build (median)  prerender (median)  prerender per page');
  for (const row of rows) {
    const perPage = row.prerender ? `${((row.prerender / row.pages) * 1000).toFixed(0)} ms` : '-';
    console.log(`${String(row.posts).padStart(5)}  ${String(row.pages ?? '-').padStart(5)}  ${`${row.build.toFixed(1)} s`.padStart(24)}  ${row.prerender ? `${row.prerender.toFixed(1)} s`.padStart(18) : '-'.padStart(18)}  ${perPage.padStart(18)}`);
  }
  if (rows.some((row) => row.costs)) {
    const first = rows.find((row) => row.costs);
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    const ratio = (now, then) => `${(now / then).toFixed(3)}x`;
    console.log('\nposts  hub HTML KB  hub JS KB (x first)      article HTML KB  article JS KB  article content KB  Lighthouse hub / article');
    for (const { posts, costs, lighthouse } of rows.filter((row) => row.costs)) {
      console.log(
        `${String(posts).padStart(5)}  ${kb(costs.hub.html).padStart(11)}  ${`${kb(costs.hub.jsBytes)} (${ratio(costs.hub.jsBytes, first.costs.hub.jsBytes)})`.padStart(22)}  ${kb(costs.article.html).padStart(15)}  ${kb(costs.article.jsBytes).padStart(13)}  ${kb(costs.article.contentBytes).padStart(18)}  ${lighthouse ? `${lighthouse.hub.performance} / ${lighthouse.article.performance}` : '-'}`,
      );
    }
  }
  console.log(JSON.stringify(rows));
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
