/**
 * The end of a switch (a release's, a rollback's, or one a killed run left in the journal,
 * deploy/switch/journal.mjs; a shell's step writes its version's files and HTML in place of the
 * pointer, deploy/shell/shell-versions.mjs): the pointer and the history as the step says, every file derived
 * from them (the shell's site-pages block, the server configuration and CSP, and in a
 * prerendered path-mode deploy the routes' HTML, 404.html and sitemap.xml), and only then the
 * journal cleared. The release, the rollback and `npm run prerender -- --site` call it first
 * thing, holding the deploy's lock, so a step a crash left half done is finished before anything else.
 */
import { applyShellSwitch } from '../deploy/shell/index.mjs';
import { applySwitch, writeDerivedFiles, clearSwitch, pendingSwitch } from '../deploy/switch/index.mjs';
import { describePrerender, prerenderDeploy } from './prerender-site.mjs';

/**
 * Finishes the step the journal holds; null when there is none. Throws when a derived file
 * cannot be written (the crawl failed, the disk is full): the journal stays for the next run.
 * @param {string} dir
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<import('../deploy/switch/journal.mjs').SwitchStep | null>}
 */
export async function finishSwitch(dir, { log = (line) => console.log(line) } = {}) {
  const step = pendingSwitch(dir);
  if (!step) return null;
  // A shell's step (deploy/shell/shell-versions.mjs) writes its record, files and HTML, which its
  // staged deploy had prerendered already beside these very remotes; a remote's its history and the pointer.
  let prerendered = false;
  if (step.shell) prerendered = applyShellSwitch(dir, step);
  else applySwitch(dir, step);
  writeDerivedFiles(dir);
  const written = prerendered ? null : await prerenderDeploy(dir);
  if (written) log(describePrerender(written));
  clearSwitch(dir);
  return step;
}
