/**
 * A release of the shell into a scratch deploy (../deploy/fake-shell.mjs) with a stand-in gate,
 * as a process of its own, as fake-release.mjs is a remote's: the kill tests kill it at a step
 * and run it again. What runs is the real upload, turn-taking, check of the singletons, stage,
 * switch and repair (shell-switch.mjs); only the browsers' gate is stood in for: it waits GATE_MS and passes.
 *   node platform/release/testing/fake-release-shell.mjs <deploy dir> <version> [GATE_MS]
 * Exits with the release's exit code.
 */
import path from 'node:path';
import { crashPoint } from '../../cli/index.mjs';
import { fakeShellBuild } from '../../deploy/testing/fake-shell.mjs';
import { publishShell } from '../../deploy/index.mjs';
import { shellReleaseSwitch } from '../shell/shell-switch.mjs';

const [dir, version, gateMs = '0'] = process.argv.slice(2);
const candidate = publishShell(dir, fakeShellBuild(path.join(path.dirname(dir), 'builds'), version));
crashPoint('after-upload');
const gate = async () => {
  await new Promise((resolve) => setTimeout(resolve, Number(gateMs)));
  return { code: 0, said: 'the stand-in gate passed' };
};
process.exit(await shellReleaseSwitch({ dir, candidate, gate, undo: `npm run rollback -- shell --to ${dir}`, repairHint: `npm run prerender -- --site ${dir}` }));
