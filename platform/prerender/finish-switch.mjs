/**
 * The end of a switch where the routes' HTML follows the pointer (a release's, a rollback's, or
 * one a killed run left in the journal): the step applied with every file that follows it
 * (deploy/switch/switch.mjs), then, in a prerendered path-mode deploy, the routes' HTML, 404.html
 * and sitemap.xml crawled again, and only then the journal cleared. The release, the rollback and
 * `npm run prerender -- --site` call it first thing, holding the deploy's lock, so a step a crash
 * left half done is finished before anything else.
 */
import { applyBegunSwitch, clearSwitch } from '../deploy/switch/index.mjs';
import { describePrerender, prerenderDeploy } from './prerender-site.mjs';

/**
 * Finishes the step the journal holds; null when there is none. Throws when a derived file
 * cannot be written (the crawl failed, the disk is full): the journal stays for the next run.
 * @param {string} dir
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<import('../deploy/switch/journal.mjs').SwitchStep | null>}
 */
export async function finishSwitch(dir, { log = (line) => console.log(line) } = {}) {
  const applied = applyBegunSwitch(dir);
  if (!applied) return null;
  const written = applied.prerendered ? null : await prerenderDeploy(dir);
  if (written) log(describePrerender(written));
  clearSwitch(dir);
  return applied.step;
}
