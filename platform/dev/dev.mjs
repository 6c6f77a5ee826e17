/**
 * `npm run dev`: the four webpack dev servers together, with React Fast Refresh across them
 * (docs/development.md; dev-servers.mjs runs them). A team working on one remote alone runs
 * `npm run dev` in its folder instead: the remote then renders its pages standalone.
 */
import { cli } from '../cli/index.mjs';
import { runDevServers } from './dev-servers.mjs';

cli({ usage: 'npm run dev    (DEV_PORT=4000 moves the servers; DEV_TYPECHECK=1 adds type errors to the overlay)' });
const code = await runDevServers();
if (code !== undefined) process.exitCode = code;
