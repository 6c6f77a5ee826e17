/**
 * Stand-in builds of the shell for the platform's unit tests (a few small files each: no webpack,
 * no browser), laid out as a production build of the shell is: index.html naming its content-hashed
 * script, the script, a source map, and provided-shared.json (platform/webpack/plugins/shell-provides-plugin.js).
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeDeploy } from './fake-deploy.mjs';
import { deployPaths } from '../index.mjs';
import { adoptStartedShell } from '../shell/index.mjs';
import { writeDerivedFiles } from '../switch/index.mjs';

/** What a shell built today provides, as its provided-shared.json says. */
export const FAKE_PROVIDES = {
  shared: Object.fromEntries(
    [
      ['react', '19.3.1'],
      ['react/jsx-runtime', '19.3.1'],
      ['react-dom', '19.3.1'],
      ['react-dom/client', '19.3.1'],
      ['zustand', '5.1.0'],
      ['zustand/vanilla', '5.1.0'],
      ['zustand/react', '5.1.0'],
      ['@emotion/react', '11.14.0'],
      ['@emotion/styled', '11.14.1'],
      ['@site/shared', '2.0.0'],
    ].map(([key, version]) => [key, { version, requiredVersion: `^${version}` }]),
  ),
  federationRuntime: '2.9.2',
};

/** The name of the script a stand-in shell of `version` runs: its content's hash in it, as webpack names it. */
export function fakeShellScript(version) {
  const code = `/* the shell ${version} */\n`;
  return { name: `main.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, code };
}

/**
 * A stand-in shell build of `version` in `parent`, in hash mode (its page links "/#/about").
 * `provides`: its provided-shared.json (null: a build made before it wrote one).
 */
export function fakeShellBuild(parent, version, { provides = FAKE_PROVIDES, footer = `Footer ${version}` } = {}) {
  const dir = path.join(parent, `build-shell-${version}`);
  mkdirSync(dir, { recursive: true });
  const script = fakeShellScript(version);
  writeFileSync(path.join(dir, script.name), script.code);
  writeFileSync(path.join(dir, `${script.name}.map`), `{"version":3,"sources":["${version}"]}\n`);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Site</title><script defer src="/${script.name}"></script></head><body><div id="root"><a href="/#/about">About</a><footer>${footer}</footer></div></body></html>\n`,
  );
  if (provides) writeFileSync(path.join(dir, 'provided-shared.json'), `${JSON.stringify(provides, null, 2)}\n`);
  return dir;
}

/**
 * A scratch deploy (fakeDeploy) whose shell is the stand-in shell `version` ("v1"), deployed as
 * npm start deploys one (its build copied into shell/, recorded as the live shell). Returns the
 * deploy and that build.
 */
export function fakeShellDeploy(parent, version = 'v1') {
  const { dir, entries } = fakeDeploy(parent);
  const build = fakeShellBuild(path.join(parent, 'builds'), version);
  const { shellDir } = deployPaths(dir);
  for (const file of readdirSync(build)) cpSync(path.join(build, file), path.join(shellDir, file));
  adoptStartedShell(dir, build);
  writeDerivedFiles(dir);
  return { dir, entries, build };
}
