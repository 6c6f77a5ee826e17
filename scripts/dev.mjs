/**
 * `npm run dev`: the four webpack dev servers together (shell on :3000, remotes on
 * :3011-3013). A team working on one remote alone runs `npm run dev` in its folder instead:
 * the remote then renders its pages standalone.
 */
import { spawn } from 'node:child_process';
import { appFolder, REMOTES, rootDir } from './lib/deploy.mjs';

const apps = [...REMOTES.map(appFolder), 'shell'];
const children = apps.map((app) => {
  const child = spawn('npm', ['run', 'dev', '-w', app], { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'] });
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

console.log('Dev servers starting: http://localhost:3000/ (Ctrl-C stops all)');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
