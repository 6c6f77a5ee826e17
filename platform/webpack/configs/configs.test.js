/**
 * @jest-environment node
 */
/**
 * The webpack config each app gets (configs/): the remote's federation container (its name, the
 * pages it exposes, its singletons, where it writes), the plugins a production remote and the
 * shell add, and the shell's constants. Built from the repository's own apps, run by nothing.
 */
const path = require('node:path');
const { createRemoteConfig } = require('./remote-config');
const { createShellConfig, shellFederationDefines } = require('./shell-config');
const { moduleRules } = require('./module-rules');
const { rootDir: root } = require('../../workspace/index.js');

const pluginNames = (config) => config.plugins.map((plugin) => plugin.constructor.name);
const federationOf = (config) => config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

describe("a remote's production config", () => {
  const config = createRemoteConfig(path.join(root, 'remote-contact'), 'contact', { mode: 'production' });
  const federation = federationOf(config);

  it('is a federation container named after the remote, exposing its page from src/exposes/', () => {
    expect(federation.name).toBe('contact');
    expect(federation.filename).toBe('remoteEntry.js');
    expect(federation.exposes).toEqual({ './ContactPage': './src/exposes/ContactPage.tsx' });
    expect(federation.manifest).toEqual({ fileName: 'mf-manifest.json', additionalData: expect.any(Function) });
    expect(federation.experiments.externalRuntime).toBe(true);
  });

  it('takes React, zustand, emotion and @site/shared as singletons, from the shell alone: no copy of its own', () => {
    expect(federation.shared.react).toEqual({ singleton: true, requiredVersion: '^19.3.1', import: false, version: expect.stringMatching(/^19\./) });
    expect(federation.shared['zustand/vanilla']).toEqual({ singleton: true, requiredVersion: '^5.1.0', import: false, version: expect.stringMatching(/^5\./) });
    expect(federation.shared['@site/shared']).toMatchObject({ singleton: true, requiredVersion: '^2.0.0', import: false });
  });

  it("takes lucide-react's icon factory from the shell, keeping its own as a fallback, and none of lucide-react's icons", () => {
    expect(federation.shared['lucide-react/dist/esm/createLucideIcon.mjs']).toEqual({
      singleton: false,
      requiredVersion: '^1.75.0',
      version: expect.stringMatching(/^1\./),
      allowNodeModulesSuffixMatch: true,
    });
    expect(Object.keys(federation.shared).filter((key) => key.startsWith('lucide-react'))).toEqual(['lucide-react/dist/esm/createLucideIcon.mjs']);
  });

  it('keeps copies of its own in development, where it may run without a shell', () => {
    const shared = federationOf(createRemoteConfig(path.join(root, 'remote-contact'), 'contact', { mode: 'development' })).shared;
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
  });

  it('writes into its dist/, its address found at run time, only the container built', () => {
    expect(config.output.path).toBe(path.join(root, 'remote-contact', 'dist'));
    expect(config.output.publicPath).toBe('auto');
    expect(config.output.uniqueName).toBe('contact');
    expect(config.output.chunkFilename).toBe('[name].[contenthash:8].js');
    expect(config.entry).toEqual({});
    expect(config.devServer.port).toBe(3013);
  });

  it('pins its scripts and writes its declared pages, then stamps and compresses', () => {
    expect(pluginNames(config)).toEqual([
      'ModuleFederationPlugin',
      'RemoteIntegrityPlugin',
      'DeclaredPagesPlugin',
      'DefinePlugin',
      'DistStampPlugin',
      'CompressionPlugin',
      'CompressionPlugin',
    ]);
    const declared = config.plugins.find((plugin) => plugin.constructor.name === 'DeclaredPagesPlugin').declaration;
    expect(declared.prefixes).toEqual(['/contact']);
    expect(declared.pages.map(({ path: page, module }) => [page, module])).toEqual([['/contact', 'ContactPage']]);
  });

  it('lists the concrete paths a pattern serves, and refuses one its pattern does not name', () => {
    const resources = (paths) => createRemoteConfig(path.join(root, 'remote-resources'), 'resources', { mode: 'production' }, { listedPaths: () => ({ ArticlePage: paths, ResourceListPage: [] }) });
    const article = (config) => config.plugins.find((plugin) => plugin.constructor.name === 'DeclaredPagesPlugin').declaration.pages.find(({ module }) => module === 'ArticlePage');
    expect(article(resources(['/resources/blog/a-post'])).paths).toEqual(['/resources/blog/a-post']);
    expect(() => resources(['/contact/a-post'])).toThrow(/remote-resources\/pages\.json, with the paths its build lists/);
  });
});

describe("the shell's config", () => {
  const config = createShellConfig({ appDir: path.join(root, 'shell'), publicPath: '/base/', define: { __URL_MODE__: 'path' } }, { mode: 'production' });

  it('is a plain webpack app: no federation plugin, its page, what it provides written beside it', () => {
    expect(pluginNames(config)).not.toContain('ModuleFederationPlugin');
    expect(pluginNames(config)).toEqual(expect.arrayContaining(['HtmlWebpackPlugin', 'ShellProvidesPlugin', 'DistStampPlugin']));
    expect(config.output.path).toBe(path.join(root, 'shell', 'dist'));
    expect(config.output.publicPath).toBe('/base/');
    expect(config.devServer.port).toBe(3000);
  });

  it('is built with its URL mode, the federation switches and the remotes it falls back on', () => {
    const define = config.plugins.find((plugin) => plugin.constructor.name === 'DefinePlugin').definitions;
    expect(define.__URL_MODE__).toBe('"path"');
    expect(define.FEDERATION_HAS_EXPOSES).toBe('false');
    expect(define.ENV_TARGET).toBe('"web"');
    expect(JSON.parse(define.__REMOTE_REQUEST_TIMEOUT_MS__)).toBe(8000);
    const pages = JSON.parse(define.__REMOTE_PAGES__);
    expect([...new Set(pages.map(({ remote }) => remote))]).toEqual(['solutions', 'resources', 'contact']);
    expect(pages.find(({ path: page }) => page === '/contact')).toMatchObject({ remote: 'contact', module: 'ContactPage' });
  });

  it("gives its loader the singletons' versions, one per key a remote consumes", () => {
    const { __PROVIDED_SHARED__: provided } = shellFederationDefines(root);
    expect(Object.keys(provided)).toEqual([
      'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'zustand', 'zustand/vanilla', 'zustand/react', '@emotion/react', '@emotion/styled', '@site/shared',
      'lucide-react/dist/esm/createLucideIcon.mjs',
    ]);
    expect(provided.react.version).toMatch(/^19\./);
    expect(provided.react.singleton).toBe(true);
    expect(provided['lucide-react/dist/esm/createLucideIcon.mjs']).toMatchObject({ singleton: false, requiredVersion: '^1.75.0' });
  });
});

describe("a production remote's manifest", () => {
  const { withEveryShare } = require('./manifest-shares');
  const shared = {
    react: { singleton: true, requiredVersion: '^19.3.1', import: false, version: '19.3.1' },
    'react/': { singleton: true, requiredVersion: '^19.3.1', import: false, version: '19.3.1' },
    zustand: { singleton: true, requiredVersion: '^5.1.0', import: false, version: '5.1.0' },
  };
  const consumed = { id: 'contact:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1', assets: {}, usedIn: ['./ContactPage'] };

  it('lists a share no module of the remote uses, with no files, beside those the federation plugin listed; no pattern of subpaths', () => {
    const stats = withEveryShare({ name: 'contact', shared: [consumed], exposes: [] }, 'contact', shared);
    expect(stats.exposes).toEqual([]);
    expect(stats.shared.map(({ name }) => name)).toEqual(['react', 'zustand']);
    expect(stats.shared[0]).toBe(consumed);
    expect(stats.shared[1]).toMatchObject({ id: 'contact:zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.1.0', assets: { js: { sync: [], async: [] } }, fallback: '' });
  });
});

test('every app compiles content modules with val-loader and TypeScript with one transpile-only loader', () => {
  const rules = moduleRules();
  expect(rules.map((rule) => String(rule.test))).toEqual(['/\\.val\\.js$/', '/\\.tsx?$/']);
  expect(rules[0].loader).toBe('val-loader');
  expect(rules[1].use.options.transpileOnly).toBe(true);
});
