/**
 * Installs Debian packages when this process may (root, apt-get present), as CI's fresh
 * machine needs; elsewhere the caller says what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';

export function which(name) {
  const result = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

export function canInstall() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && Boolean(which('apt-get'));
}

/** Throws with apt-get's message when the install fails. */
export function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(', ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts = { stdio: 'inherit', env, timeout: 15 * 60 * 1000 };
  execFileSync('apt-get', ['update', '-qq'], opts);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], opts);
}
