/**
 * `npm run smoke -- <base-url> [--browser ...]`: the site's cross-remote journeys, read-only,
 * against any deployment, for example production right after a release.
 */
import { cli, fail } from '../cli/index.mjs';
import { parseBrowserOption } from '../machine/index.mjs';
import { runJourneys } from './gate/journeys.mjs';
import { localOrigin } from '../workspace/index.js';

const USAGE = `
Usage: npm run smoke -- <base-url> [--browser chromium|firefox|webkit|all]

Runs the site's cross-remote journeys (home, the shell's pages, Solutions, Resources and an
article, Contact), read-only, against the deployment at <base-url>, in hash or path mode
alike. Ends with "N passed, N failed"; the exit code is 0 only when every journey passed.

  --browser   the engine to run them in, or all three: Chromium, Firefox (Debian's
              firefox-esr) and WebKit (Debian's WebKitGTK). Default: every one installed
              here, which the run names.

Example: npm run smoke -- ${localOrigin('shell')} --browser webkit
`;

const { values, positionals } = cli({ usage: USAGE, positionals: 1, options: { browser: { type: 'string' } } });
let engines;
try {
  engines = parseBrowserOption(values.browser);
} catch (error) {
  fail(error.message, USAGE);
}
let baseUrl;
try {
  baseUrl = new URL(positionals[0]);
} catch {
  fail(`"${positionals[0]}" is not a web address.`, USAGE);
}
if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:') fail(`"${positionals[0]}" is not an http(s) address.`, USAGE);
try {
  const response = await fetch(baseUrl, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) fail(`${baseUrl.href} answered ${response.status}: is the site deployed there?`);
} catch (error) {
  fail(`Nothing answers at ${baseUrl.href} (${error.cause?.code ?? error.message}). Is the site running (npm start)?`);
}

let result;
try {
  result = await runJourneys({ baseUrl: baseUrl.href.replace(/\/$/, ''), engines, quiet: false });
} catch (error) {
  fail(error.message);
}
const { passed, failed, failures } = result;
console.log(`\nEngines: ${result.engines.join(', ')}${values.browser ? '' : ' (every one installed here; --browser picks one)'}`);
for (const { title, error } of failures) console.log(`\nFailed: ${title}\n  ${error.split('\n').slice(0, 4).join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
