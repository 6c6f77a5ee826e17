/**
 * Lighthouse 12 scores per route, in path mode, with the system Chromium:
 *   npm run lighthouse            (builds what changed first: the remotes, the path-mode shell)
 *   npm run lighthouse -- --no-build
 *   npm run lighthouse -- --no-build --routes /,/resources --runs 3
 * Prints a table and writes .bench/lighthouse.json. Mobile form factor and throttling
 * (Lighthouse defaults).
 *
 * This machine has no internet: the stock photo's host is stood in for by a local server with a
 * photo of the real dimensions (platform/serve/photo-host.mjs), so the scores describe an online
 * visitor, whose pages show the photo, rather than one whose photo request fails.
 * The run is lighthouse/run-lighthouse.mjs's.
 */
import { cli, fail } from '../../cli/index.mjs';
import { runLighthouse } from './index.mjs';

const USAGE = `Usage: npm run lighthouse -- [--no-build] [--routes /,/resources] [--runs N]
  Lighthouse (mobile) on every path-mode route, prerendered as build:static makes it.
  --no-build    build nothing: use the builds there are (the path-mode shell must be
                built for the current sources); without it, only what changed is built
  --routes      only these routes
  --runs N      N runs per route (default 1): performance is their median, the other
                categories their lowest`;

const { values } = cli({ usage: USAGE, options: { 'no-build': { type: 'boolean' }, routes: { type: 'string' }, runs: { type: 'string' } } });
const runs = values.runs === undefined ? 1 : Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs takes a whole number of runs, got "${values.runs}".`, USAGE);
try {
  await runLighthouse({ build: !values['no-build'], routes: values.routes?.split(','), runs });
} catch (error) {
  if (!error.refusal) throw error;
  fail(error.message, error.showUsage ? USAGE : undefined);
}
