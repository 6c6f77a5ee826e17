/**
 * The live remotes' page declarations, written into every HTML file of the shell's deploy (the
 * shell reads them before its first render: shell/src/platform/declared-pages.ts). deploy.mjs
 * calls it whenever remotes.json changes (a deploy, a release, a rollback), so a release that
 * adds, changes or removes a page or a header link is live on the next load with no shell build.
 * The shell's scripts are never touched; only its HTML carries the block.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { withDataBlock } from './route-html.mjs';

const require = createRequire(import.meta.url);
const { checkedPagesIn, remoteApp } = require('../../shared/build/remote-apps.js');
const { files } = require('../../shared/remote-apps.json');

/**
 * Each live remote's declaration, { name: { prefixes, pages } }: the pages.json beside the
 * manifest remotes.json points at, checked as the release checked it, with the prefixes the
 * list of remotes gives. A version this deploy does not hold (on another origin), that
 * declares nothing or whose declaration is refused is left out: the shell uses what it was
 * built with for that remote.
 * @param {{ cdnDir: string, cdnOrigin: string, remotes: Record<string, string | { manifest: string }> }} deploy
 */
export function liveDeclarations({ cdnDir, cdnOrigin, remotes }) {
  const declarations = {};
  for (const [name, entry] of Object.entries(remotes)) {
    const manifest = new URL(typeof entry === 'string' ? entry : entry.manifest);
    if (manifest.origin !== new URL(cdnOrigin).origin) continue;
    const file = path.join(cdnDir, path.dirname(decodeURIComponent(manifest.pathname)), files.declaration);
    if (!existsSync(file)) continue;
    try {
      declarations[name] = { prefixes: remoteApp(name).prefixes, pages: checkedPagesIn(name, file) };
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
 * Writes `declarations` into every HTML file under `shellDir`, with fresh precompressed copies
 * where the file had them (the servers prefer those). A file that says it already is left as
 * it is, byte for byte. Returns the files written.
 */
export function writeSitePages(shellDir, declarations) {
  const written = [];
  for (const file of htmlFiles(shellDir)) {
    const html = readFileSync(file, 'utf8');
    const next = withDataBlock(html, files.sitePagesElementId, declarations);
    if (next === html) continue;
    // Each copy written beside and moved into place: a reader gets the old page or the new one.
    const copies = [[file, next]];
    if (existsSync(`${file}.gz`)) copies.push([`${file}.gz`, gzipSync(next, { level: 9 })]);
    if (existsSync(`${file}.br`)) copies.push([`${file}.br`, brotliCompressSync(next)]);
    for (const [target, content] of copies) {
      writeFileSync(`${target}.${process.pid}.tmp`, content);
      renameSync(`${target}.${process.pid}.tmp`, target);
    }
    written.push(file);
  }
  return written;
}
