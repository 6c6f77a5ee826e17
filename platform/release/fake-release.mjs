/**
 * A release of a scratch deploy (../deploy/fake-deploy.mjs) with a stand-in gate, as a process
 * of its own: the concurrency and kill tests run several at once, or kill one at a step, and
 * what they exercise is the real release's turn-taking, switch and repair (release-switch.mjs),
 * the real lock and the real files. Only the browsers' gate is stood in for: it waits GATE_MS and passes.
 *   node platform/release/fake-release.mjs <deploy dir> <remote> <version> [GATE_MS]
 * Exits with the release's exit code.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { crashPoint } from '../cli/crash-point.mjs';
import { publishRemote } from '../deploy/deploy.mjs';
import { fakeBuild } from '../deploy/fake-deploy.mjs';
import { releaseSwitch } from './release-switch.mjs';

const require = createRequire(import.meta.url);
const { declaredPages } = require('../webpack/remote-apps.js');

const [dir, remote, version, gateMs = '0'] = process.argv.slice(2);
// Each version's titles name it, so the shell's HTML shows which version's declaration it carries.
const pages = declaredPages(remote).map((page) => (page.title ? { ...page, title: `${page.title} (${version})` } : page));
const build = fakeBuild(path.join(path.dirname(dir), 'builds'), remote, version, { pages });
const candidate = publishRemote(dir, remote, build);
crashPoint('after-upload');
const gate = async () => {
  await new Promise((resolve) => setTimeout(resolve, Number(gateMs)));
  return { code: 0, said: 'the stand-in gate passed' };
};
process.exit(await releaseSwitch({ dir, remote, candidate, gate, undo: `npm run rollback -- ${remote} --to ${dir}`, repairHint: `npm run prerender -- --site ${dir}` }));
