/**
 * `npm run bench:growth`'s run (growth.mjs reads its options into `settings`): for each count of
 * posts, the scratch copy's content brought to it (scratch-copy.mjs), its resources build timed,
 * and with a prerender the site's path-mode crawl timed and checked (prerender-timing.mjs);
 * then the tables (growth-report.mjs) and the rows as JSON.
 */
import { ensureBuilt, pathModeShell } from '../../../builds/index.mjs';
import { median } from '../figures/median.mjs';
import { growthReport } from './growth-report.mjs';
import { timePrerender } from './prerender-timing.mjs';
import { buildResources, prepareScratch, writeContent } from './scratch-copy.mjs';

/**
 * @param {{ counts: number[], runs: number, prerenderRuns: number, lighthouseRuns: number, prerender: boolean, pages: boolean, release: boolean }} settings
 * @returns {Promise<object[]>} a row per count; throws when a build, a prerender or a check fails
 */
export async function runGrowth(settings) {
  const pathShell = !settings.prerender ? null : await pathModeShell({ quiet: true });
  // This checkout's solutions and contact builds go with the scratch's resources into the deploy.
  if (pathShell) await ensureBuilt(['solutions', 'contact'], { quiet: true });
  prepareScratch();
  const rows = [];
  for (const posts of settings.counts) {
    writeContent(posts);
    console.log(`${posts} posts:`);
    const builds = [];
    for (let run = 0; run < settings.runs; run += 1) {
      builds.push(buildResources());
      console.log(`  resources build ${run + 1}: ${builds.at(-1).toFixed(1)} s`);
    }
    const prerendered = pathShell ? await timePrerender(pathShell, settings) : null;
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
  for (const line of growthReport(rows)) console.log(line);
  console.log(JSON.stringify(rows));
  return rows;
}
