/**
 * Fault injection for the kill tests (platform/release/crash.test.mjs): the process kills
 * itself outright at the named step when DEPLOY_CRASH_AT names it, as a CI job killed there
 * would be; nothing else sets that variable. The steps: "after-upload" (release.mjs, and
 * release/fake-release.mjs), "after-gate" (release/release-switch.mjs), "after-history" (between the history and the pointer,
 * deploy/deploy.mjs applySwitch), "mid-html" (after the first of the shell's HTML files,
 * html/site-pages-html.mjs).
 * @param {string} step
 */
export function crashPoint(step) {
  if (process.env.DEPLOY_CRASH_AT === step) process.kill(process.pid, 'SIGKILL');
}
