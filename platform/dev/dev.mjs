/**
 * `npm run dev`: the four webpack dev servers together, with React Fast Refresh across them
 * (docs/development.md): the shell on :3000, the remotes on :3011-3013. DEV_PORT=4000 moves
 * them all (the remotes to 4011-4013; platform/webpack/dev.js). A team working on one remote alone
 * runs `npm run dev` in its folder instead: the remote then renders its pages standalone.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { cli } from '../cli/cli.mjs';
import { appFolder, REMOTES, rootDir } from '../deploy/deploy.mjs';

cli({ usage: 'npm run dev    (DEV_PORT=4000 moves the servers; DEV_TYPECHECK=1 adds type errors to the overlay)' });

const { devOrigin } = createRequire(import.meta.url)('../webpack/dev.js');

const apps = [...REMOTES.map(appFolder), 'shell'];
const children = apps.map((app) => {
  const child = spawn('npm', ['run', 'dev', '-w', app], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The remotes' pages are the shell's here: each remote builds its container alone.
    env: { ...process.env, DEV_WITH_SHELL: '1' },
  });
  const prefix = `[${app}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (code) console.error(`${prefix}exited with ${code}`);
  });
  return child;
});

console.log(`Dev servers starting: ${devOrigin('shell')}/ (Ctrl-C stops all)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
