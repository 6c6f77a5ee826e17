/**
 * `npm run bench:growth`: what the site's growth costs. For each count of posts, generates them
 * (growth/growth-posts.mjs) into a scratch copy of the repository (.bench/growth/repo/, this checkout's
 * committed files, its packages linked as the baseline's are: compared/baseline-site.mjs), then
 * times the resources build there (a cold one: its webpack cache emptied first, as CI builds)
 * and the site's prerender in path mode (platform/prerender/prerender-site.mjs: the path-mode shell and this
 * checkout's other remotes, with the scratch's resources build, deployed and crawled as
 * `npm run prerender -- --site` does). After each prerender it checks what the crawl must leave:
 * every page of the route table and every declared article with its HTML and its sitemap line,
 * and exits 1 when one is missing. Then (growth/page-costs.mjs) what the hub, a list page and an
 * article cost a visitor, whether the article fetches another article's file and whether every
 * article is reached by links in the HTML alone, and Lighthouse on the hub and the article.
 * Not part of npm test: figures, and a check at a size the suite cannot afford
 * (docs/performance.md, "The cost of growth"). The run is growth/run-growth.mjs's.
 */
import { cli, fail } from '../../cli/index.mjs';
import { runGrowth } from './index.mjs';

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

try {
  await runGrowth({
    counts: (options.posts ?? '10,100,1000').split(',').map((value) => count(value, '--posts')),
    runs: count(options.runs, '--runs', 3),
    prerenderRuns: count(options['prerender-runs'], '--prerender-runs', 1),
    lighthouseRuns: count(options['lighthouse-runs'], '--lighthouse-runs', 3, 0),
    prerender: !options['no-prerender'],
    pages: !options['no-pages'],
    release: Boolean(options.release),
  });
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
