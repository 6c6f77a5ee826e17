/**
 * `npm start`: builds the apps that changed for production, deploys them into .site/ and serves them the
 * way a CDN would: the shell at http://localhost:PORT/ and the remotes from their own path
 * prefixes on another origin (PORT + 1). Stays in the foreground until Ctrl-C (see --help).
 * The work is start-site.mjs's.
 */
import { cli, fail } from '../cli/index.mjs';
import { startMessage, startPorts, startSite } from './start-site.mjs';
import { localOrigin } from '../workspace/index.js';

const USAGE = `
Usage: npm start [-- --no-build --reset]

Builds for production the apps whose sources changed, makes the builds live in .site/ and
serves the site the way it is hosted: the shell at ${localOrigin('shell')}/ and the remotes' CDN
at ${localOrigin('cdn')}/. Ctrl-C stops it.

A remote's build goes live where the last npm start made its build live, or where the remote
has never been live; a version released or rolled back to in .site since stays live, and the
output names it with the build it kept back. Every version stays in .site either way.

  --no-build   serve the last build
  --reset      make every remote's build live, in place of what was released
  PORT=4000    another port for the shell (the CDN takes PORT + 1, or CDN_PORT)
`;

const { values } = cli({ usage: USAGE, options: { 'no-build': { type: 'boolean' }, reset: { type: 'boolean' } } });
const ports = startPorts(process.env) ?? fail(`PORT and CDN_PORT must be port numbers, not "${process.env.PORT}" / "${process.env.CDN_PORT}".`, USAGE);

let site;
try {
  site = await startSite({ build: !values['no-build'], reset: values.reset, ...ports });
} catch (error) {
  if (!error.buildFailed) fail(error.message);
  console.error(`\nnpm start: ${error.message}`);
  process.exit(1);
}
console.log(startMessage(site));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void site.close().then(() => process.exit(0));
  });
}
