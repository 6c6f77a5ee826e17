import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployAndServe } from '../../platform/serve/index.mjs';
import { FILES, rootDir } from '../../platform/workspace/index.js';
import type { EngineFindings, Finding } from '../journeys/looks/judge';
import { fingerprint } from './served-site';


/**
 * The stand-in for the release gate's browsers (platform/release/gate/journeys.mjs): for a test
 * whose subject is what a release does around its gate, the gate being proven once per kind of
 * release (docs/testing.md, "What proves what").
 */
export const STAND_IN_GATE = { RELEASE_GATE_STAND_IN: 'pass' };

/** Runs one of the release commands as a team would; asynchronous, since this process serves the site. */
export function command(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile('node', [path.join(rootDir, 'platform', 'release', script), ...args], { cwd: rootDir, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/**
 * Whether this run was given Firefox and WebKit, for a release gate in every engine: npm test
 * and the platform's loop find them and pass their paths; a team's loop runs Chromium alone.
 */
export function everyEngineGiven(): boolean {
  return [process.env.FIREFOX_PATH, process.env.WEBKIT_DRIVER_PATH, process.env.WEBKIT_BROWSER_PATH].every(Boolean);
}

/**
 * What a gate's look check found in one engine, as the gate keeps it in the deploy
 * (`gate/<team>/looks/<engine>.json`, written by e2e/journeys/looks/judge.ts).
 */
export function lookFindings(siteDir: string, team: string, engine: string): Finding[] {
  return (JSON.parse(readFileSync(path.join(siteDir, 'gate', team, 'looks', `${engine}.json`), 'utf8')) as EngineFindings).findings;
}

/**
 * A deploy folder served on its own two origins, as `npm start` serves .site: the release
 * commands find it with --to and its deploy.json names where it is served. `shell`: another
 * shell build to deploy (the prerendered path-mode one, PATH_SITE_SHELL).
 */
export async function deployed({ shell }: { shell?: string } = {}) {
  const site = await deployAndServe(shell ? { sources: { shell } } : {});
  const remotesJson = () => readFileSync(path.join(site.shellDir, FILES.pointer), 'utf8');
  /** Every deployed file but remotes.json and the server config: the shell and each remote version. */
  const files = () => ({ shell: fingerprint(site.shellDir), cdn: fingerprint(site.cdnDir) });
  return {
    dir: site.dir,
    siteOrigin: site.siteOrigin,
    remotesJson,
    files,
    close: () => site.close(),
  };
}
