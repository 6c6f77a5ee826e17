/**
 * A release of the shell into a scratch deploy (../deploy/fake-shell.mjs), a folder or a bucket,
 * with a stand-in gate, as a process of its own, as fake-release.mjs is a remote's: the kill
 * tests kill it at a step and run it again. What runs is the real upload, turn-taking, check of
 * the singletons, stage, switch and repair (shell-switch.mjs); only the browsers' gate is stood
 * in for: it waits GATE_MS and passes.
 *   node platform/release/testing/fake-release-shell.mjs <deploy dir | s3://bucket/prefix> <version> [GATE_MS] [BUILDS_DIR]
 * A bucket's builds go to BUILDS_DIR. Exits with the release's exit code.
 */
import path from 'node:path';
import { crashPoint } from '../../cli/index.mjs';
import { openDeployTarget } from '../../bucket/index.mjs';
import { fakeShellBuild } from '../../deploy/testing/fake-shell.mjs';
import { shellReleaseSwitch } from '../shell/shell-switch.mjs';

const [to, version, gateMs = '0', buildsDir] = process.argv.slice(2);
const target = openDeployTarget(to);
const candidate = await target.publishShell(fakeShellBuild(buildsDir ?? path.join(path.dirname(target.dir ?? '.'), 'builds'), version));
crashPoint('after-upload');
const gate = async () => {
  await new Promise((resolve) => setTimeout(resolve, Number(gateMs)));
  return { code: 0, said: 'the stand-in gate passed' };
};
process.exit(await shellReleaseSwitch({ target, candidate, gate, undo: `npm run rollback -- shell --to ${to}` }));
