/**
 * @jest-environment node
 */
/**
 * The plugins a production remote and the shell are built with, on a real webpack compile of a
 * two-file app into a scratch folder: the integrity map (remote-integrity-plugin.js) pins every
 * script and the declaration by the SHA-384 of the bytes written, the chunk loader checks each
 * chunk against the map built into the entry, the declaration is written as pages.json
 * (declared-pages-plugin.js), and the shell's provided-shared.json (shell-provides-plugin.js).
 */
const { createHash } = require('node:crypto');
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { DeclaredPagesPlugin } = require('./declared-pages-plugin');
const { RemoteIntegrityPlugin } = require('./remote-integrity-plugin');
const { ShellProvidesPlugin } = require('./shell-provides-plugin');

const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
let dir;

function compile(plugins) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', publicPath: '/' },
    devtool: false,
    plugins,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      return resolve(stats);
    });
  });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'webpack-plugins-'));
  writeFileSync(path.join(dir, 'index.js'), "import(/* webpackChunkName: 'page' */ './page.js').then((page) => page.show());\n");
  writeFileSync(path.join(dir, 'page.js'), "export function show() { document.title = 'page'; }\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a remote built with the integrity and declared-pages plugins', () => {
  const declaration = { prefixes: ['/contact'], pages: [{ path: '/contact', module: 'ContactPage', label: 'Contact' }] };
  let read;
  beforeAll(async () => {
    await compile([new RemoteIntegrityPlugin(), new DeclaredPagesPlugin(declaration)]);
    read = (file) => readFileSync(path.join(dir, 'dist', file));
  }, 60_000);

  it('writes the declaration as pages.json', () => {
    expect(JSON.parse(read('pages.json').toString())).toEqual(declaration);
  });

  it('pins every script and the declaration by the SHA-384 of the bytes written', () => {
    const map = JSON.parse(read('mf-integrity.json').toString());
    expect(map.algorithm).toBe('sha384');
    const chunk = Object.keys(map.files).find((file) => /^page\.[0-9a-f]{8}\.js$/.test(file));
    expect(Object.keys(map.files).sort()).toEqual(['main.js', 'pages.json', chunk].sort());
    for (const [file, hash] of Object.entries(map.files)) expect([file, hash]).toEqual([file, sha384(read(file))]);
  });

  it("builds the chunks' hashes into the entry, and refuses a chunk it has none for", () => {
    const entry = read('main.js').toString();
    const chunk = Object.keys(JSON.parse(read('mf-integrity.json').toString()).files).find((file) => file.startsWith('page.'));
    expect(entry).not.toContain('__REMOTE_INTEGRITY_HASHES__');
    expect(entry).toContain(JSON.stringify(sha384(read(chunk))));
    expect(entry).toContain('No integrity hash for chunk');
    expect(entry).toContain('crossOrigin="anonymous"');
  });
});

test("the shell's build says what it provides remotes, in provided-shared.json", async () => {
  await compile([new ShellProvidesPlugin({})]);
  const provided = JSON.parse(readFileSync(path.join(dir, 'dist', 'provided-shared.json'), 'utf8'));
  expect(provided.shared.react).toEqual({ version: expect.stringMatching(/^19\./), requiredVersion: '^19.3.1', singleton: true });
  expect(provided.shared['@site/shared'].requiredVersion).toBe('^2.0.0');
  expect(provided.federationRuntime).toMatch(/^\d+\.\d+\.\d+/);
}, 60_000);
