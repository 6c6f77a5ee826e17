/**
 * What `npm run dev` runs (dev.mjs): the four webpack dev servers together, with React Fast
 * Refresh across them (docs/development.md): the shell and each remote on its dev port (shared/workspace.json).
 * DEV_PORT=4000 moves them all (the remotes to 4011-4013; platform/webpack/development.js).
 */
import concurrently from 'concurrently';
import { rootDir, appFolder, REMOTES } from '../workspace/index.js';
import { devOrigin } from '../webpack/index.js';

/** Ended by Ctrl-C or a stop request: by the signal, or the shell's code for it (128 + its number). */
const STOPPED = new Set(['SIGINT', 'SIGTERM', 130, 143]);

/**
 * The exit code for the way the servers ended, from concurrently's close events: 1 when one
 * ended on its own with a failure, 0 when each was stopped (Ctrl-C) or ended well.
 * @param {Array<{ exitCode: number | string, killed: boolean }>} events
 */
export function devExitCode(events) {
  return events.some(({ exitCode, killed }) => !killed && !STOPPED.has(exitCode)) ? 1 : 0;
}

/** Runs the dev servers until they stop; resolves with the exit code (devExitCode). */
export async function runDevServers() {
  const apps = [...REMOTES.map(appFolder), 'shell'];
  console.log(`Dev servers starting: ${devOrigin('shell')}/ (Ctrl-C stops all)`);
  // Each server's lines prefixed with its app's name. Ctrl-C stops them all, and so does one that
  // stops on its own (a port in use), rather than leaving a site with a part missing; a server
  // still compiling is killed after 5 s.
  const { result } = concurrently(
    apps.map((app) => ({
      command: `npm run dev -w ${app}`,
      name: app,
      // The remotes' pages are the shell's here: each remote builds its container alone.
      env: { DEV_WITH_SHELL: '1' },
    })),
    { cwd: rootDir, prefix: '[{name}]', killOthersOn: ['failure', 'success'], killTimeout: 5000 },
  );
  try {
    await result;
    return undefined;
  } catch (events) {
    // concurrently has said how each ended; the exit code says whether one failed on its own.
    return devExitCode(events);
  }
}
