/**
 * The live remotes' page declarations, written into every HTML file of the shell's deploy (the
 * shell reads them before its first render: shell/src/environment/declared-pages.ts). deploy.mjs
 * calls it whenever remotes.json changes (a deploy, a release, a rollback), so a release that
 * adds, changes or removes a page or a header link is live on the next load with no shell build.
 * Where a file's first paint is the static frame, the frame is rendered again with those
 * declarations by the deployed shell's own renderer (shell/build/static-frame-plugin.js), so the
 * header's links are right before any script runs. The shell's scripts are never touched.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { crashPoint } from '../cli/index.mjs';
import { writeLiveFile } from './live-files.mjs';
import { replaceEmotionStyles, replaceRootContent, showsStaticFrame, withDataBlock } from './route-html.mjs';

const require = createRequire(import.meta.url);
const { builtPagesIn } = require('../declarations/index.js');
const { FILES: files, remoteApp } = require('../workspace/index.js');

/**
 * Each live remote's declaration, { name: { prefixes, pages } }: the pages.json beside the
 * manifest remotes.json points at, checked as the release checked it (the one its build wrote,
 * as remotes.json pins it through mf-integrity.json, and by the ownership rules), with the
 * prefixes the list of remotes gives. A version this deploy does not hold (on another origin),
 * that declares nothing, or whose declaration is altered or refused is left out: the shell uses
 * what it was built with for that remote.
 * @param {{ cdnDir: string, cdnOrigin: string, remotes: Record<string, string | { manifest: string }> }} deploy
 */
export function liveDeclarations({ cdnDir, cdnOrigin, remotes }) {
  const declarations = {};
  for (const [name, entry] of Object.entries(remotes)) {
    const manifest = new URL(typeof entry === 'string' ? entry : entry.manifest);
    if (manifest.origin !== new URL(cdnOrigin).origin) continue;
    const folder = path.join(cdnDir, path.dirname(decodeURIComponent(manifest.pathname)));
    if (!existsSync(path.join(folder, files.declaration))) continue;
    try {
      declarations[name] = { prefixes: remoteApp(name).prefixes, pages: builtPagesIn(name, folder, typeof entry === 'string' ? undefined : entry.integrity?.files) };
    } catch (error) {
      // The release refuses such a version; one live anyway (an older deploy, a rollback) keeps
      // the pages the shell was built with rather than stopping the switch.
      console.warn(`${error.message}\nThe shell keeps the pages it was built with for ${name}.`);
    }
  }
  return declarations;
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.isFile() && entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The static frame with the header links of `declarations`, from the renderer the shell's build
 * keeps (`renderer`: its path in the deploy), or null when the deploy has none (an older build).
 */
function renderFrame(renderer, declarations) {
  if (!renderer || !existsSync(renderer)) return null;
  // A new deploy replaces the file at the same path: never an earlier shell's renderer.
  delete require.cache[renderer];
  return require(renderer).renderStaticFrame(declarations);
}

/** The HTML with `frame` in place of its static frame and the frame's styles (emotion's); other pages as they are. */
function withFrame(html, frame) {
  if (!frame || !showsStaticFrame(html)) return html;
  return replaceRootContent(replaceEmotionStyles(html, frame.styles), frame.html);
}

/**
 * The declarations as the shell reads them: without a pattern's listed paths, which only the
 * prerender uses, so publishing an article does not rewrite every HTML file of the shell.
 */
function forTheShell(declarations) {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      { ...declaration, pages: declaration.pages.map((page) => Object.fromEntries(Object.entries(page).filter(([key]) => key !== 'paths'))) },
    ]),
  );
}

/**
 * Writes `declarations` (liveDeclarations') into every HTML file under `shellDir` as the shell
 * reads them (forTheShell), and where a file shows the static frame, the frame rendered with
 * them by `frameRenderer` (the shell's renderer in the deploy). Precompressed copies are
 * written fresh where the file had them (the servers prefer those). A file that says it already
 * is left as it is, byte for byte. Returns the files written.
 */
export function writeSitePages(shellDir, declarations, { frameRenderer } = {}) {
  const written = [];
  const shown = forTheShell(declarations);
  const frame = renderFrame(frameRenderer, shown);
  for (const file of htmlFiles(shellDir)) {
    const html = readFileSync(file, 'utf8');
    const next = withFrame(withDataBlock(html, files.sitePagesElementId, shown), frame);
    if (next === html) continue;
    // A reader gets the old page or the new one, its compressed copies with it (live-files.mjs).
    writeLiveFile(file, next, { compressed: 'if-present' });
    crashPoint('mid-html');
    written.push(file);
  }
  return written;
}
