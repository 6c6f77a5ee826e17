/**
 * The live remotes' pages in the shell's HTML (site-pages-html.mjs), as the deploy's switch writes them
 * on every switch: what the block holds, what it leaves out, and that a release and a rollback
 * move it with remotes.json. On scratch deploys (deploy/testing/fake-deploy.mjs).
 * Run alone: node --test platform/html/site-pages-html.test.mjs
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { deployPaths, publishRemote } from '../deploy/index.mjs';
import { rollbackRemote, switchRemote } from '../deploy/switch/index.mjs';
import { fakeBuild, fakeDeploy, scratchFolderPerTest } from '../deploy/testing/fake-deploy.mjs';
import { liveDeclarations, writeSitePages } from './site-pages-html.mjs';

/** The declarations the shell would read from an HTML file. */
function blockOf(file) {
  const match = /<script id="site-pages" type="application\/json">(.*?)<\/script>/s.exec(readFileSync(file, 'utf8'));
  return match ? JSON.parse(match[1]) : undefined;
}

const guides = { path: '/resources/guides', module: 'GuidesPage', label: 'Guides', title: 'Guides', description: 'The Guides page.', nav: { label: 'Guides', order: 45 } };

const scratch = scratchFolderPerTest();

describe("the shell's HTML says which pages the live remotes declare", () => {
  test('after a deploy: every remote with its prefixes and pages', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const block = blockOf(path.join(deployPaths(dir).shellDir, 'index.html'));
    assert.deepEqual(Object.keys(block).slice(0, 3), ['solutions', 'resources', 'contact']);
    // The build's declaration as it is: contact's pages.json in this repository.
    const contact = JSON.parse(readFileSync(new URL('../../remote-contact/pages.json', import.meta.url), 'utf8'));
    assert.deepEqual(block.contact, { prefixes: ['/contact'], pages: contact.pages });
    assert.deepEqual(block.resources.pages.map(({ path: page }) => page), ['/resources', '/resources/:type/page/:page', '/resources/:type/:slug']);
  });

  test('a release that adds a page puts it in every HTML file, the precompressed copies too; a rollback takes it out', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const { shellDir } = deployPaths(dir);
    // A path-mode route's HTML, with its precompressed copies.
    const route = path.join(shellDir, 'resources', 'index.html');
    mkdirSync(path.dirname(route), { recursive: true });
    writeFileSync(route, '<!doctype html><html><head><title>Resources</title></head><body></body></html>');
    writeFileSync(`${route}.gz`, gzipSync('old'));
    writeFileSync(`${route}.br`, 'old');

    const declaration = JSON.parse(readFileSync(path.join(fakeBuild(scratch.dir, 'resources', 'v1'), 'pages.json'), 'utf8'));
    const build = fakeBuild(scratch.dir, 'resources', 'v2', { pages: [...declaration.pages, guides] });
    switchRemote(dir, 'resources', publishRemote(dir, 'resources', build).entry);

    for (const html of [path.join(shellDir, 'index.html'), route]) {
      assert.deepEqual(blockOf(html).resources.pages.at(-1), guides, html);
    }
    assert.equal(gunzipSync(readFileSync(`${route}.gz`)).toString(), readFileSync(route, 'utf8'));
    assert.equal(brotliDecompressSync(readFileSync(`${route}.br`)).toString(), readFileSync(route, 'utf8'));

    rollbackRemote(dir, 'resources');
    assert.deepEqual(blockOf(route).resources, { prefixes: ['/resources'], pages: declaration.pages });
  });

  test('leaves out a version that declares nothing, is on another origin, or whose declaration is refused', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const { cdnDir } = deployPaths(dir);
    const refused = fakeBuild(scratch.dir, 'contact', 'v2', { pages: [{ path: '/about', module: 'ContactPage', label: 'Contact', title: 'Contact', description: 'The Contact page.' }] });
    const undeclared = fakeBuild(scratch.dir, 'resources', 'v2');
    rmSync(path.join(undeclared, 'pages.json'));
    const remotes = {
      solutions: { manifest: 'https://cdn.elsewhere.example/solutions/1/mf-manifest.json' },
      resources: publishRemote(dir, 'resources', undeclared).entry,
      contact: publishRemote(dir, 'contact', refused).entry,
    };
    const warn = console.warn;
    const warned = [];
    console.warn = (message) => warned.push(message);
    try {
      assert.deepEqual(liveDeclarations({ cdnDir, cdnOrigin: 'http://localhost:3001', remotes }), {});
    } finally {
      console.warn = warn;
    }
    assert.match(warned.join('\n'), /page "ContactPage" claims \/about, a page of the shell\nThe shell keeps the pages it was built with for contact\./);
  });

  test("leaves out a deployed version whose declaration was altered after its build, or whose integrity map is not the one remotes.json pins", () => {
    const { dir, entries } = fakeDeploy(scratch.dir);
    const { cdnDir } = deployPaths(dir);
    const folderOf = (entry) => path.join(cdnDir, path.dirname(new URL(entry.manifest).pathname));
    const contactPages = path.join(folderOf(entries.contact), 'pages.json');
    writeFileSync(contactPages, readFileSync(contactPages, 'utf8').replace('"Contact"', '"Contact us"'));
    const resourcesMap = path.join(folderOf(entries.resources), 'mf-integrity.json');
    writeFileSync(resourcesMap, `${readFileSync(resourcesMap, 'utf8')} `);
    const warn = console.warn;
    const warned = [];
    console.warn = (message) => warned.push(message);
    let live;
    try {
      live = liveDeclarations({ cdnDir, cdnOrigin: 'http://localhost:3001', remotes: entries });
    } finally {
      console.warn = warn;
    }
    assert.equal(live.contact, undefined);
    assert.equal(live.resources, undefined);
    assert.ok(live.solutions, 'the other remotes keep theirs');
    assert.match(warned.join('\n'), /pages\.json is not the one its build wrote \(its SHA-384 is not the one mf-integrity\.json lists\): refused\.\nThe shell keeps the pages it was built with for contact\./);
    assert.match(warned.join('\n'), /mf-integrity\.json is not the one remotes\.json pins: the version's pages are refused\.\nThe shell keeps the pages it was built with for resources\./);
  });

  test("leaves out a pattern's listed paths, which only the prerender reads: a new article rewrites no HTML", () => {
    const { dir } = fakeDeploy(scratch.dir);
    const { shellDir } = deployPaths(dir);
    const index = path.join(shellDir, 'index.html');
    const block = blockOf(index);
    const article = { path: '/resources/:type/:slug', module: 'ArticlePage', label: 'Article' };
    const listed = { ...block, resources: { prefixes: ['/resources'], pages: [{ ...article, paths: ['/resources/blog/a'] }] } };
    writeSitePages(shellDir, listed);
    assert.deepEqual(blockOf(index).resources.pages, [article]);
    assert.deepEqual(writeSitePages(shellDir, { ...listed, resources: { prefixes: ['/resources'], pages: [{ ...article, paths: ['/resources/blog/a', '/resources/blog/b'] }] } }), []);
  });

  test('a file that says it already is not written again', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const { shellDir } = deployPaths(dir);
    const block = blockOf(path.join(shellDir, 'index.html'));
    assert.deepEqual(writeSitePages(shellDir, block), []);
    assert.equal(writeSitePages(shellDir, {}).length, 1);
  });
});

describe('the static frame follows the declarations, rendered by the deployed shell', () => {
  /** A stand-in for the build's renderer: the header's links are the declared ones' labels. */
  function fakeRenderer() {
    const file = path.join(scratch.dir, 'frame', 'static-frame.cjs');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `exports.renderStaticFrame = (declared) => ({
        styles: '<style data-emotion="css new">.new{}</style>',
        html: '<div data-static-frame inert><header>' + Object.values(declared ?? {}).flatMap((d) => d.pages.filter((p) => p.nav).map((p) => p.nav.label)).join(',') + '</header></div>',
      });`,
    );
    return file;
  }
  const built = '<!doctype html><html><head><style data-emotion=css-global>.g{}</style><style data-emotion="css old">.old{}</style></head>' +
    '<body><div id=root><div data-static-frame inert aria-hidden=true><header>Built</header></div></div><script src="/main.js"></script></body></html>';
  const prerendered = '<!doctype html><html><head><style data-emotion="css page">.p{}</style></head><body><div id="root"><main>A page</main></div><script src="/main.js"></script></body></html>';

  test("a page whose first paint is the frame gets the frame and its styles for these declarations; a prerendered page keeps its content", () => {
    const shellDir = path.join(scratch.dir, 'shell');
    mkdirSync(path.join(shellDir, 'resources'), { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), built);
    writeFileSync(path.join(shellDir, 'resources', 'index.html'), prerendered);
    const declarations = { resources: { prefixes: ['/resources'], pages: [{ path: '/resources', module: 'ResourcesPage', label: 'Resources', title: 'Resources', description: 'The Resources page.', nav: { label: 'Resources', order: 40 } }, guides] } };
    writeSitePages(shellDir, declarations, { frameRenderer: fakeRenderer() });

    const index = readFileSync(path.join(shellDir, 'index.html'), 'utf8');
    assert.match(index, /<div id=root><div data-static-frame inert><header>Resources,Guides<\/header><\/div><\/div><script src="\/main.js">/);
    assert.match(index, /<head><style data-emotion="css new">\.new\{\}<\/style><script id="site-pages"/);
    const route = readFileSync(path.join(shellDir, 'resources', 'index.html'), 'utf8');
    assert.match(route, /<main>A page<\/main>/);
    assert.match(route, /\.p\{\}/);
  });

  test('without a renderer in the deploy (an older shell build), the frame stays as built', () => {
    const shellDir = path.join(scratch.dir, 'shell');
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), built);
    writeSitePages(shellDir, {}, { frameRenderer: path.join(scratch.dir, 'frame', 'none.cjs') });
    assert.match(readFileSync(path.join(shellDir, 'index.html'), 'utf8'), /<header>Built<\/header>/);
  });
});
