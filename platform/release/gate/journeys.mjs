/**
 * Runs the journeys of e2e/journeys against a running deployment, in the engines asked for
 * (default: every one installed here, Chromium at least), and reads their results:
 * `npm run smoke` runs them all, the release gate its remote's.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engineEnv, ensureEngines, installedEngines } from '../../machine/index.mjs';
import { rootDir } from '../../workspace/index.js';
import { evidenceLines } from './playwright-evidence.mjs';

// Playwright colours its messages with ANSI escapes (ESC, 0x1b), which a log should not carry.
const COLOUR = new RegExp(`${String.fromCharCode(0x1b)}\\[[0-9;]*m`, 'g');
const plain = (text) => text.replace(COLOUR, '');

function failuresOf(suite) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
      .map((t) => ({ title: `[${t.projectName}] ${spec.title}`, error: plain(t.results.at(-1)?.error?.message ?? 'failed') })),
  );
  return [...own, ...(suite.suites ?? []).flatMap(failuresOf)];
}

/**
 * What each engine's look check found (e2e/journeys/looks/judge.ts writes `<engine>.json` in its
 * folder): every region a candidate changed, with its verdict and pictures, in every engine.
 */
function readLookFindings(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const { engine, findings } = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      return findings.map((finding) => ({ engine, ...finding }));
    });
}

/**
 * @param {{ baseUrl: string, journeys?: string[], preview?: URLSearchParams, headerLinks?: { label: string, path: string }[], looks?: object, engines?: string[] | null, quiet?: boolean, keepIn?: string }} options
 *   preview: a preview link's query (deploy/entries.mjs, previewQuery) the journeys visit with
 *   headerLinks: the header links the previewed candidate declares, walked as a journey of their own
 *   looks: the look check's plan (gate/looks/looks-plan.mjs), but its `out`: the live site and the
 *   candidate pictured and compared in each engine (e2e/journeys/looks/); without it, none
 *   engines: the engines to run in (installed from Debian's packages as root, or an error
 *   that says what to install); null: those installed here
 *   keepIn: a folder for the run's reports and traces (emptied first), kept when a journey
 *   fails and removed when all pass; without it they go to a temporary folder, removed
 * @returns {Promise<{ passed: number, failed: number, failures: { title: string, error: string }[], engines: string[], evidence: string[], looks: object[] }>}
 *   evidence: where the HTML report, the traces and the screenshots of the failures are
 *   (playwright-evidence.mjs), when a journey failed and keepIn kept them
 *   looks: each region the candidate changed, per engine ({ engine, view, width, screen, region,
 *   share, verdict, pictures }, each picture's path relative to keepIn's looks/): keepIn is kept when there is
 *   one, with its pictures and report
 */
export async function runJourneys({ baseUrl, journeys, preview, headerLinks = [], looks, engines = null, quiet = false, keepIn }) {
  const found = engines ? await ensureEngines(engines) : { ...(await installedEngines()), ...(await ensureEngines(['chromium'])) };
  const ran = Object.keys(found);
  if (keepIn) {
    rmSync(keepIn, { recursive: true, force: true });
    mkdirSync(keepIn, { recursive: true });
  }
  const workDir = keepIn ?? mkdtempSync(path.join(os.tmpdir(), 'journeys-'));
  const report = path.join(workDir, 'report.json');
  const htmlReport = path.join(workDir, 'report');
  const artifacts = path.join(workDir, 'artifacts');
  const looksDir = path.join(workDir, 'looks');
  let keep = false;
  try {
    // Asynchronous: the deployment under test may be served from this very process.
    const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/journeys/gate.playwright.config.ts'], {
      cwd: rootDir,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      env: {
        ...process.env,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        ...engineEnv(found),
        SMOKE_URL: baseUrl,
        JOURNEYS: journeys?.join(',') ?? '',
        PREVIEW_QUERY: preview ? String(preview) : '',
        PREVIEW_HEADER_LINKS: JSON.stringify(headerLinks),
        LOOKS_PLAN: looks ? JSON.stringify({ ...looks, out: looksDir }) : '',
        JOURNEYS_REPORT: report,
        JOURNEYS_HTML_REPORT: htmlReport,
        JOURNEYS_OUTPUT_DIR: artifacts,
      },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.stdout?.resume();
    const status = await new Promise((resolve) => child.on('close', resolve));
    let parsed;
    try {
      parsed = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      keep = Boolean(keepIn);
      return { passed: 0, failed: 1, failures: [{ title: 'journeys', error: stderr || `playwright exited with ${status}` }], engines: ran, evidence: [], looks: [] };
    }
    const failures = (parsed.suites ?? []).flatMap(failuresOf);
    for (const error of parsed.errors ?? []) failures.push({ title: 'journeys', error: error.message ?? String(error) });
    const failed = parsed.stats.unexpected + parsed.stats.flaky + (parsed.errors?.length ?? 0);
    const lookFindings = readLookFindings(looksDir);
    keep = Boolean(keepIn) && (failed > 0 || lookFindings.length > 0);
    const evidence = keep ? evidenceLines({ report: htmlReport, artifacts, from: process.cwd() }) : [];
    return { passed: parsed.stats.expected, failed, failures, engines: ran, evidence, looks: lookFindings };
  } finally {
    if (!keep) rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The gate's journeys (runJourneys), or the suite's stand-in for them: with RELEASE_GATE_STAND_IN
 * set to "pass" or "fail", no browser runs and the verdict is that word. Only the browser suite
 * sets it, for the tests whose subject is what a release does around its gate (the switch, the
 * files that follow it, a bucket, the recipes of the README), so that the gate itself runs for
 * real once per kind of release (docs/testing.md, "What proves what"). A release judged so says
 * it, so no log can pass it off as gated.
 * @param {Parameters<typeof runJourneys>[0]} options
 * @returns {ReturnType<typeof runJourneys>}
 */
export async function gateJourneys(options) {
  const standIn = process.env.RELEASE_GATE_STAND_IN;
  if (!standIn) return runJourneys(options);
  if (standIn !== 'pass' && standIn !== 'fail') throw new Error(`RELEASE_GATE_STAND_IN must be "pass" or "fail", not "${standIn}"`);
  console.log(`The stand-in gate (RELEASE_GATE_STAND_IN=${standIn}) judged the candidate: no browser ran.`);
  return standIn === 'pass'
    ? { passed: 1, failed: 0, failures: [], engines: ['the stand-in gate'], evidence: [], looks: [] }
    : { passed: 0, failed: 1, failures: [{ title: 'the stand-in gate', error: 'RELEASE_GATE_STAND_IN=fail' }], engines: ['the stand-in gate'], evidence: [], looks: [] };
}
