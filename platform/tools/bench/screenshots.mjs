/**
 * Full-page screenshots of routes at phone (390 px) and desktop (1440 px) widths into
 * .screenshots/, from the current build served as it is hosted (see --help; the work is
 * visits/take-screenshots.mjs's).
 */
import path from 'node:path';
import { cli, fail } from '../../cli/index.mjs';
import { rootDir } from '../../workspace/index.js';
import { DEFAULT_ROUTES, takeScreenshots } from './index.mjs';

const USAGE = `
Usage: node platform/tools/bench/screenshots.mjs [route ...]

Full-page screenshots of each route (default: every page of the site and a missing one) at
390 and 1440 px, into .screenshots/. Builds what changed first.
Example: node platform/tools/bench/screenshots.mjs /contact /solutions#sales
`;

const { positionals } = cli({ usage: USAGE, positionals: 'any' });
const routes = positionals.length ? positionals : DEFAULT_ROUTES;
const bad = routes.find((route) => !route.startsWith('/'));
if (bad) fail(`"${bad}" is not a route: routes start with "/".`, USAGE);
await takeScreenshots({ routes, outDir: path.join(rootDir, '.screenshots') });
