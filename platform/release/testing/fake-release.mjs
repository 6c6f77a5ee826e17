/**
 * A release of a scratch deploy (deploy/testing/fake-deploy.mjs) with a stand-in gate, as a process
 * of its own: the concurrency and kill tests run several at once, or kill one at a step, and
 * what they exercise is the real release's turn-taking, switch and repair (release-remote.mjs, releaseSwitch),
 * the real lock and the real files. Only the browsers' gate is stood in for: it waits and passes.
 *   node platform/release/testing/fake-release.mjs <deploy dir | s3://bucket/prefix> <remote> <version> [GATE] [BUILDS_DIR]
 * GATE: milliseconds the stand-in gate takes, or until:<file>, held until that file exists (at
 * most a minute). A bucket's builds go to BUILDS_DIR, default a temporary folder.
 * Exits with the release's exit code.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { crashPoint } from '../../cli/index.mjs';
import { openDeployTarget } from '../../bucket/index.mjs';
import { fakeBuild } from '../../deploy/testing/fake-deploy.mjs';
import { releaseSwitch } from '../remote/release-remote.mjs';

const require = createRequire(import.meta.url);
const { declaredPages } = require('../../declarations/index.js');

const [to, remote, version, gateMs = '0', buildsDir] = process.argv.slice(2);
const target = openDeployTarget(to);
// Each version's titles name it, so the shell's HTML shows which version's declaration it carries.
const pages = declaredPages(remote).map((page) => (page.title ? { ...page, title: `${page.title} (${version})` } : page));
const build = fakeBuild(buildsDir ?? (target.dir ? path.join(path.dirname(target.dir), 'builds') : mkdtempSync(path.join(os.tmpdir(), 'fake-builds-'))), remote, version, { pages });
const candidate = await target.publish(remote, build, { cdnOrigin: (await target.readDeploy()).cdnOrigin });
crashPoint('after-upload');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const gate = async () => {
  // Said, so that a test can act while this run holds the deploy, past its read of it.
  console.log('The stand-in gate runs.');
  if (gateMs.startsWith('until:')) {
    // Held until the test creates that file: it opens the gate once another run has shown what it tests.
    const deadline = Date.now() + 60_000;
    while (!existsSync(gateMs.slice('until:'.length)) && Date.now() < deadline) await sleep(20);
  } else {
    await sleep(Number(gateMs));
  }
  return { code: 0, said: 'the stand-in gate passed' };
};
process.exit(await releaseSwitch({ target, remote, candidate, gate, undo: `npm run rollback -- ${remote} --to ${to}` }));
