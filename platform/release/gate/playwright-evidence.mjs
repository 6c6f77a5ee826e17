/**
 * Where a Playwright run left what explains its failures: the HTML report, the traces and the
 * screenshots (Playwright's own names: index.html, trace.zip, test-failed-N.png), as lines to
 * print with the command that opens each. `npm test`, a team's loop, the release gate and the
 * smoke print them when a browser test fails.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Files named by `test` under `dir` (none when it does not exist), sorted, at most the first `limit`. */
function filesUnder(dir, test) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

const SHOWN = 10;

/**
 * @param {{ report: string, artifacts: string, from: string }} where  the HTML report's folder, the
 *        output folder, and the folder the paths are printed from (the command's working directory)
 * @returns {string[]} nothing when the run left none of them
 */
export function evidenceLines({ report, artifacts, from }) {
  const shown = (file) => path.relative(from, file) || '.';
  const lines = [];
  if (existsSync(path.join(report, 'index.html'))) lines.push(`HTML report: npx playwright show-report ${shown(report)}`);
  const traces = filesUnder(artifacts, (name) => name === 'trace.zip');
  for (const trace of traces.slice(0, SHOWN)) lines.push(`Trace:       npx playwright show-trace ${shown(trace)}`);
  if (traces.length > SHOWN) lines.push(`             and ${traces.length - SHOWN} more traces under ${shown(artifacts)}`);
  const screenshots = filesUnder(artifacts, (name) => name.endsWith('.png'));
  for (const screenshot of screenshots.slice(0, SHOWN)) lines.push(`Screenshot:  ${shown(screenshot)}`);
  if (screenshots.length > SHOWN) lines.push(`             and ${screenshots.length - SHOWN} more screenshots under ${shown(artifacts)}`);
  return lines;
}
