/**
 * @jest-environment node
 */
const { existsSync } = require('node:fs');
const path = require('node:path');
const { devOrigin, devPort } = require('./development');
const { createRemoteConfig } = require('./configs/remote-config');

const remoteDir = path.join(__dirname, '../../remote-contact');

describe('dev ports', () => {
  it('are the README’s by default', () => {
    expect(['shell', 'solutions', 'resources', 'contact'].map((app) => devPort(app, {}))).toEqual([3000, 3011, 3012, 3013]);
  });

  it('move together with DEV_PORT', () => {
    expect(['shell', 'solutions', 'resources', 'contact'].map((app) => devPort(app, { DEV_PORT: '4000' }))).toEqual([4000, 4011, 4012, 4013]);
    expect(devOrigin('contact', { DEV_PORT: '4000' })).toBe('http://localhost:4013');
  });

  it('refuse an unknown app', () => {
    expect(() => devPort('blog', {})).toThrow('There is no remote called "blog"');
  });
});

describe('a remote’s development config', () => {
  const plugins = (config) => config.plugins.map((plugin) => plugin.constructor.name);

  it('has hot updates and Fast Refresh, its client talking to its own server', () => {
    const config = createRemoteConfig(remoteDir, 'contact', { mode: 'development' });
    expect(plugins(config)).toContain('ReactRefreshPlugin');
    expect(config.devServer).toMatchObject({ hot: true, port: 3013, client: { webSocketURL: 'ws://localhost:3013/ws' } });
    expect(config.optimization.emitOnErrors).toBe(false);
    expect(Object.values(config.resolve.alias)).toContain(path.join(__dirname, 'dev-runtime/page-refresh-runtime.js'));
  });

  it('names only files of the dev runtime that exist', () => {
    const config = createRemoteConfig(remoteDir, 'contact', { mode: 'development' });
    const strings = (value) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
    const ours = [...strings(config.resolve.alias), ...strings(config.module.rules)].filter((file) => file.startsWith(`${__dirname}${path.sep}`));
    expect(ours.length).toBeGreaterThanOrEqual(3);
    for (const file of ours) expect(existsSync(file) ? file : `missing: ${file}`).toBe(file);
  });

  it('builds its container alone beside the shell, and its standalone page alone', () => {
    process.env.DEV_WITH_SHELL = '1';
    try {
      const beside = createRemoteConfig(remoteDir, 'contact', { mode: 'development' });
      expect(beside.entry).toEqual({});
      expect(plugins(beside)).not.toContain('HtmlWebpackPlugin');
    } finally {
      delete process.env.DEV_WITH_SHELL;
    }
    const alone = createRemoteConfig(remoteDir, 'contact', { mode: 'development' });
    expect(alone.entry).toBe('./src/index.ts');
    expect(plugins(alone)).toContain('HtmlWebpackPlugin');
  });

  it('leaves the production build alone', () => {
    const config = createRemoteConfig(remoteDir, 'contact', { mode: 'production' });
    expect(plugins(config)).not.toContain('ReactRefreshPlugin');
    expect(config.devServer.hot).toBe(false);
    expect(config.resolve.alias).toBeUndefined();
    expect(config.module.rules).toHaveLength(2);
  });
});

describe('the page’s one refresh runtime', () => {
  // In webpack an alias names the runtime's implementation (platform/webpack/development.js).
  jest.mock('site-dev/react-refresh-runtime', () => jest.requireActual('react-refresh/runtime'), { virtual: true });

  beforeEach(() => {
    jest.resetModules();
    delete globalThis.__siteReactRefreshRuntime__;
  });

  it('is created by the first bundle and taken by the next, each naming its components by app', () => {
    globalThis.__SITE_REFRESH_APP__ = 'shell';
    const shellRuntime = require('./dev-runtime/page-refresh-runtime');
    jest.resetModules();
    globalThis.__SITE_REFRESH_APP__ = 'contact';
    const contactRuntime = require('./dev-runtime/page-refresh-runtime');
    const page = globalThis.__siteReactRefreshRuntime__;
    expect(page).toBeDefined();
    expect(contactRuntime.performReactRefresh).toBe(page.performReactRefresh);
    expect(shellRuntime.performReactRefresh).toBe(page.performReactRefresh);

    function ShellApp() {}
    function ContactApp() {}
    shellRuntime.register(ShellApp, './src/App.tsx App');
    contactRuntime.register(ContactApp, './src/App.tsx App');
    expect(page.getFamilyByID('shell ./src/App.tsx App').current).toBe(ShellApp);
    expect(page.getFamilyByID('contact ./src/App.tsx App').current).toBe(ContactApp);
  });
});

describe('a module of components and values', () => {
  const { acceptComponentModule } = require('./dev-runtime/refresh-boundary');
  let enqueued;

  beforeEach(() => {
    enqueued = 0;
    globalThis.__react_refresh_utils__ = {
      isReactRefreshBoundary: (exports) => Object.values(exports).every((value) => typeof value === 'function' && /^[A-Z]/.test(value.name)),
      enqueueUpdate: () => {
        enqueued += 1;
      },
    };
  });

  /** The module's first run, then a run after an edit with `next` as its exports. */
  function edit(first, next) {
    const calls = [];
    const disposers = [];
    const hot = (data) => ({
      data,
      accept: () => calls.push('accept'),
      dispose: (fn) => disposers.push(fn),
      invalidate: () => calls.push('invalidate'),
    });
    acceptComponentModule({ exports: first }, hot(undefined));
    const data = {};
    for (const dispose of disposers) dispose(data);
    calls.length = 0;
    acceptComponentModule({ exports: next }, hot(data));
    return calls;
  }

  function Card() {}
  function CardEdited() {}
  Object.defineProperty(CardEdited, 'name', { value: 'Card' });

  it('takes the edit in place when the values are the same', () => {
    const helper = (variant) => `color: ${variant}`;
    expect(edit({ Card, buttonStyles: helper, hidden: 'clip: rect(0 0 0 0)' }, { Card: CardEdited, buttonStyles: (variant) => `color: ${variant}`, hidden: 'clip: rect(0 0 0 0)' })).toEqual(['accept']);
    expect(enqueued).toBe(1);
  });

  it('declines it when a value changed or an export came or went', () => {
    expect(edit({ Card, hidden: 'a' }, { Card: CardEdited, hidden: 'b' })).toEqual(['accept', 'invalidate']);
    expect(edit({ Card, hidden: 'a' }, { Card: CardEdited, hidden: 'a', more: 1 })).toEqual(['accept', 'invalidate']);
    expect(enqueued).toBe(0);
  });

  it('leaves a module of components alone, and one without any', () => {
    expect(edit({ Card }, { Card: CardEdited })).toEqual([]);
    expect(edit({ store: 1 }, { store: 2 })).toEqual([]);
  });
});
