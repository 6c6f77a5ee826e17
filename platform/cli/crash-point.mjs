/**
 * Fault injection for the kill tests (platform/release/crash.test.mjs): the process kills
 * itself outright at the named step when DEPLOY_CRASH_AT names it, as a CI job killed there
 * would be; nothing else sets that variable. The steps: "after-upload" (release.mjs, and
 * release/fake-release.mjs), "after-gate" (release/release-switch.mjs), "after-history" (between the history and the pointer,
 * deploy/switch/remote-switch.mjs applySwitch, and after a shell's record in deploy/shell-versions.mjs), "mid-html"
 * (after the first of the shell's HTML files, html/site-pages-html.mjs); a shell's switch also
 * "after-shell-files" (its scripts and frame renderer written, no HTML yet) and "mid-shell-html"
 * (after each of its HTML files, deploy/shell-versions.mjs).
 * @param {string} step
 */
export function crashPoint(step) {
  if (process.env.DEPLOY_CRASH_AT === step) process.kill(process.pid, 'SIGKILL');
}
