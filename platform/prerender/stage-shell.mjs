/**
 * A version of the shell staged beside the live remotes, before it goes live: a deploy folder of
 * its own, gate/shell-site/ in the deploy, whose shell/ holds that version's files and HTML made
 * as a deploy makes them (the live remotes' site-pages block, the static frame with their links,
 * and in a prerendered path-mode deploy every route's HTML, 404.html and the sitemap, crawled
 * from the staged site), and whose cdn/ reaches the live remote versions. The shell's release
 * runs its gate against it; its switch, and a rollback's, copies its HTML into the live shell/
 * (deploy/shell/shell-versions.mjs, applyShellSwitch), so what visitors get is what the gate judged.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deployPaths, readDeploy } from '../deploy/index.mjs';
import { isPrerenderedShell, shellVersionDir, templateOf } from '../deploy/shell/index.mjs';
import { writeDerivedFiles } from '../deploy/switch/index.mjs';
import { writeLiveFile } from '../html/index.mjs';
import { prerenderDeploy } from './prerender-site.mjs';

const require = createRequire(import.meta.url);
const { FILES: files } = require('../workspace/index.js');

/** Where a deploy's staged shell goes: not served, replaced by the next stage. */
export function stageDirOf(dir) {
  return path.join(dir, 'gate', 'shell-site');
}

/**
 * Stages `version` (a folder of releases/shell/) beside the deploy's live remotes. The staged
 * site is served on a port of its own (deploy.json names no site origin) and the deploy's CDN
 * origin; its cdn/ links each of the live cdn/'s folders, so nothing staged writes into them.
 * @param {string} dir  the deploy folder
 * @param {string} version
 * @returns {Promise<{ stageDir: string, prerendered: boolean }>}
 */
export async function stageShell(dir, version) {
  const live = deployPaths(dir);
  const stageDir = stageDirOf(dir);
  const stage = deployPaths(stageDir);
  rmSync(stageDir, { recursive: true, force: true });
  const versionDir = shellVersionDir(dir, version);
  // The version's files but its HTML (a prerendered folder's would be of other remote versions) and what only the deploy keeps.
  const versionOnly = new Set([files.shellProvides, files.frameRenderer]);
  cpSync(versionDir, stage.shellDir, { recursive: true, filter: (source) => !versionOnly.has(path.basename(source)) && !/\.html(\.gz|\.br)?$/.test(source) });
  for (const file of [files.pointer, 'sitemap.xml', 'robots.txt']) {
    if (existsSync(path.join(live.shellDir, file))) cpSync(path.join(live.shellDir, file), path.join(stage.shellDir, file));
  }
  const template = templateOf(dir, version);
  writeFileSync(path.join(stage.shellDir, 'index.html'), template);
  const prerendered = isPrerenderedShell(live.shellDir);
  // The prerender keeps the app's own page as app.html, and takes it as the template.
  if (prerendered) writeFileSync(path.join(stage.shellDir, 'app.html'), template);
  mkdirSync(stage.cdnDir, { recursive: true });
  for (const entry of readdirSync(live.cdnDir, { withFileTypes: true })) {
    if (entry.isDirectory()) symlinkSync(path.join(live.cdnDir, entry.name), path.join(stage.cdnDir, entry.name), 'dir');
  }
  writeFileSync(stage.deployFile, `${JSON.stringify({ siteOrigin: null, cdnOrigin: readDeploy(dir).cdnOrigin }, null, 2)}\n`);
  const renderer = path.join(versionDir, files.frameRenderer);
  if (existsSync(renderer)) {
    mkdirSync(path.dirname(stage.frameRenderer), { recursive: true });
    cpSync(renderer, stage.frameRenderer);
  }
  writeDerivedFiles(stageDir);
  if (prerendered) await prerenderDeploy(stageDir);
  // Last: a stage the switch may copy from names the version and the remotes.json it was made beside.
  // Written whole or not at all: a repair reads it (deploy/shell/shell-versions.mjs), and a part would stop it.
  writeLiveFile(path.join(stageDir, 'stage.json'), `${JSON.stringify({ version, remotes: readFileSync(live.remotesFile, 'utf8') })}\n`);
  return { stageDir, prerendered };
}
