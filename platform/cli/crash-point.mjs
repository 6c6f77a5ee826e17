/**
 * Fault injection for the kill and pause tests (platform/release/crash.test.mjs,
 * bucket-release.test.mjs, bucket-faults.test.mjs): at the named step the process kills itself
 * outright when DEPLOY_CRASH_AT names it, as a CI job killed there would be, or stops itself
 * (SIGSTOP, after saying so on stderr) when DEPLOY_PAUSE_AT names it, as a machine that stalls
 * there would, until the test sends SIGCONT; nothing else sets either variable. The steps:
 * "after-upload" (release.mjs, and release/fake-release.mjs), "after-gate" (release/remote/release-remote.mjs),
 * "after-history" (between the history and the pointer, deploy/switch/switch.mjs applyRemoteSwitch,
 * and after a shell's record in deploy/shell/shell-versions.mjs), "mid-html" (after the first of the
 * shell's HTML files, html/site-pages-html.mjs); a shell's switch also "after-shell-files" (its
 * scripts and frame renderer written, no HTML yet) and "mid-shell-html" (after each of its HTML
 * files, deploy/shell/shell-versions.mjs); a push to a bucket "bucket-planned", "bucket-staged",
 * "bucket-committed", "bucket-before-copy" (its lease just confirmed, a staged file about to be
 * copied live) and "bucket-pointer" (bucket/bucket-copy.mjs); a whole-site deploy
 * "deploy-shell-files" and "deploy-mid-html" (deploy/deploy-site.mjs); a prune "prune-deleted"
 * (after each version it deletes, release/prune.mjs).
 * @param {string} step
 */
import { writeSync } from 'node:fs';

export function crashPoint(step) {
  if (process.env.DEPLOY_CRASH_AT === step) process.kill(process.pid, 'SIGKILL');
  if (process.env.DEPLOY_PAUSE_AT === step) {
    // Said before it stops, synchronously: the test acts on it.
    writeSync(2, `Paused at ${step} (DEPLOY_PAUSE_AT).\n`);
    process.kill(process.pid, 'SIGSTOP');
  }
}
