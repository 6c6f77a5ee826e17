/**
 * The growth measurement's timings over the scratch copy's resources build (growth.mjs): the
 * site's path-mode prerender with it, checked page by page (missing-pages.mjs), what its pages
 * cost (visitor-costs.mjs), and a real release of it into the prerendered deploy.
 */
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployPaths, previewQuery, readDeploy, readRemotesJson } from '../../../deploy/index.mjs';
import { rootDir, localOrigin, FILES, FOLDERS } from '../../../workspace/index.js';
import { prerender } from '../../../prerender/index.mjs';
import { deployAndServe } from '../../../serve/index.mjs';
import { missingPages } from './missing-pages.mjs';
import { scratch } from './scratch-copy.mjs';
import { lighthouseOf, pageCosts } from './visitor-costs.mjs';

/**
 * Prerenders of the scratch's resources build with the path-mode shell; seconds of each, and
 * with `settings` (run-growth.mjs) its pages' costs, Lighthouse and a release.
 */
export async function timePrerender(pathShell, settings) {
  // Named localhost, as npm run lighthouse serves it: Lighthouse measures the pages from it.
  const site = await deployAndServe({ sources: { shell: pathShell, resources: path.join(scratch, 'remote-resources/dist') }, hostname: 'localhost' });
  try {
    const times = [];
    for (let run = 0; run < settings.prerenderRuns; run += 1) {
      const started = performance.now();
      const routes = await prerender({ site: site.dir, siteOrigin: site.siteOrigin, log: false });
      times.push((performance.now() - started) / 1000);
      const { expected, articles, missing } = missingPages(site.dir);
      if (missing.length) throw new Error(`After the prerender, ${missing.length} of ${expected} pages lack their HTML or sitemap line: ${missing.slice(0, 10).join(', ')}`);
      console.log(`  prerender ${run + 1}: ${times.at(-1).toFixed(1)} s, ${routes.length} routes; all ${expected} pages (${articles} articles, /contact, /about, /benefits) have their HTML and sitemap line`);
    }
    const costs = !settings.pages ? null : await pageCosts(site, missingPages(site.dir).articleRoutes);
    const lighthouse = !settings.pages || !settings.lighthouseRuns ? null : await lighthouseOf(site, settings.lighthouseRuns);
    const release = settings.release ? await timeRelease(site.dir) : null;
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
  const candidate = path.join(scratch, FOLDERS.cache, 'growth-candidate');
  rmSync(candidate, { recursive: true, force: true });
  cpSync(path.join(scratch, 'remote-resources/dist'), candidate, { recursive: true });
  const manifest = path.join(candidate, FILES.manifest);
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
  const link = `${readDeploy(dir).siteOrigin ?? localOrigin('shell')}/?${previewQuery('resources', readRemotesJson(deployPaths(dir).shellDir).resources)}`;
  console.log(`  release: ${seconds.toFixed(1)} s (gate in Chromium and crawl); all ${expected} pages kept their HTML and sitemap line; its preview link: ${link.length} characters`);
  return { seconds, link: link.length };
}
