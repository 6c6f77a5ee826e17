import { createInstance } from '@module-federation/enhanced/runtime';
import * as siteShared from '@site/shared';
import * as react from 'react';
import { abandonUnfinishedContainer, loadContainer, loadExposedModule, providedVersions, shareScope, type FederationContainer } from './container-host';
import { loadScript } from './load-script';
import { provideShellModules } from './provided-modules';
import { shellModules } from './shell-modules';

jest.mock('./load-script', () => ({ loadScript: jest.fn() }));

// A new deploy folder per test: the host keeps a loaded container for the page's lifetime.
let deploy = 0;
let MANIFEST_URL = '';
let REMOTE = '';
const manifest = {
  metaData: { globalName: 'contact', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'ContactPage', assets: { js: { sync: ['159.a.js'] } } }],
};
const respond = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;
const globals = window as unknown as Record<string, unknown>;

/** What a remote entry defines: a container whose page module is `page`. */
function fakeContainer(page: unknown) {
  return { init: jest.fn(async () => undefined), get: jest.fn(async () => () => page) };
}

/**
 * A remote as its entry starts it: its own runtime instance, with its own copy of React as the
 * fallback (at `version`, wanted at `^version`), initialised with the scope the shell hands
 * over (as the webpack bundler runtime's initContainerEntry does).
 */
function remoteRuntime(name: string, fallbackReact: object, version = providedVersions.react.version, scope = shareScope) {
  const remote = createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      react: { version, get: async () => () => fallbackReact, shareConfig: { singleton: true, requiredVersion: `^${version}` } },
    },
  });
  remote.initShareScopeMap('default', scope as never);
  remote.initializeSharing('default');
  return remote;
}

describe('the share scope the shell hands to remotes', () => {
  it('has one entry, at the installed version, for every module the shell provides, and no other', () => {
    expect(Object.keys(shellModules).sort()).toEqual(Object.keys(shareScope).sort());
    for (const [key, versions] of Object.entries(shareScope)) {
      expect(Object.keys(versions)).toEqual([providedVersions[key].version]);
    }
  });

  it("gives a remote's runtime the shell's own instances, over the remote's copies, once the shell provides them", async () => {
    // Both remotes register their copies before anything is loaded. (With the runtime's default
    // strategy, "solutions" would replace the shell's entry: names are compared.)
    const contact = remoteRuntime('contact', { copy: 'contact' });
    const solutions = remoteRuntime('solutions', { copy: 'solutions' });
    let settled = false;
    const reactFactory = contact.loadShare<typeof react>('react').then((factory) => {
      settled = true;
      return factory;
    });
    // A remote that asks before the shell's bootstrap has run waits for it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    provideShellModules(shellModules);
    // The shell's React (its hooks are the very functions the shell renders with), not the copy.
    const shared = await reactFactory;
    expect(shared && shared()?.useState).toBe(react.useState);
    // The other remote gets the same instance from the same scope.
    const again = await solutions.loadShare<typeof react>('react');
    expect(again && again()?.useState).toBe(react.useState);
    const store = await solutions.loadShare<typeof siteShared>('@site/shared', {
      customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^1.0.0' } },
    });
    expect(store && store()?.siteStore).toBe(siteShared.siteStore);
  });

  it("keeps the shell's instance when a remote was built against a newer version", async () => {
    // A fresh scope, in which nothing has been loaded through the runtime yet.
    let host!: typeof import('./container-host');
    jest.isolateModules(() => {
      host = require('./container-host');
      require('./provided-modules').provideShellModules(shellModules);
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const newer = remoteRuntime('resources', { copy: 'newer' }, '19.999.0', host.shareScope);
    const shared = await newer.loadShare<typeof react>('react');
    expect(shared && shared()?.useState).toBe(react.useState);
    // The runtime says so, since the shell's version is outside the remote's range.
    expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy/);
    warn.mockRestore();
  });
});

describe('loadContainer', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    deploy += 1;
    MANIFEST_URL = `https://cdn.example.com/contact/${deploy}.0.0/mf-manifest.json`;
    REMOTE = `contact-${deploy}`;
    fetchMock = jest.fn(async () => respond(manifest));
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.mocked(loadScript).mockReset();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    global.fetch = realFetch;
    delete globals.contact;
  });

  it('runs the entry the manifest names, initialises its container with the share scope once, and gets a module', async () => {
    const container = fakeContainer({ default: () => null });
    jest.mocked(loadScript).mockImplementation(async () => {
      globals.contact = container;
    });
    const first = await loadContainer(REMOTE, MANIFEST_URL, 'ContactPage');
    expect(await loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).toBe(first);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(MANIFEST_URL.replace('mf-manifest.json', 'remoteEntry.js'));
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(shareScope);
    // The page's first chunk was asked for alongside the entry.
    expect([...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'))).toContain(
      MANIFEST_URL.replace('mf-manifest.json', '159.a.js'),
    );
    await expect(loadExposedModule(first, 'ContactPage')).resolves.toEqual({ default: expect.any(Function) });
    expect(container.get).toHaveBeenCalledWith('./ContactPage');
  });

  it('forgets a failure, so the next call loads the entry again', async () => {
    const container = fakeContainer({});
    jest.mocked(loadScript).mockRejectedValueOnce(new Error('Could not load remoteEntry.js')).mockImplementation(async () => {
      globals.contact = container;
    });
    await expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).rejects.toThrow('Could not load remoteEntry.js');
    await expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).resolves.toBe(container);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('rejects a manifest that answers an HTTP error or names no entry, and an entry that defines no container', async () => {
    fetchMock.mockResolvedValueOnce(respond({}, 404));
    await expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).rejects.toThrow(`${MANIFEST_URL} answered 404`);
    fetchMock.mockResolvedValueOnce(respond({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
    await expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).rejects.toThrow(`${MANIFEST_URL} names no remote entry`);
    jest.mocked(loadScript).mockResolvedValue(undefined);
    await expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).rejects.toThrow('did not define the container "contact"');
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('forgets a container whose init fails', async () => {
    const broken = { ...fakeContainer({}), init: jest.fn(async () => Promise.reject(new Error('init failed'))) };
    const container = fakeContainer({});
    jest
      .mocked(loadScript)
      .mockImplementationOnce(async () => {
        globals.contact = broken;
      })
      .mockImplementation(async () => {
        globals.contact = container;
      });
    await expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).rejects.toThrow('init failed');
    await expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).resolves.toBe(container);
  });

  it('starts afresh after a hung load is abandoned, and the hung one stops without touching it', async () => {
    let answerHung!: () => void;
    const container = fakeContainer({});
    jest
      .mocked(loadScript)
      .mockImplementationOnce(() => new Promise<void>((resolve) => (answerHung = resolve)))
      .mockImplementation(async () => {
        globals.contact = container;
      });
    const hung = loadContainer(REMOTE, MANIFEST_URL, 'ContactPage');
    expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).toBe(hung);
    await new Promise((resolve) => setTimeout(resolve, 0));
    abandonUnfinishedContainer(REMOTE, hung);
    const fresh = loadContainer(REMOTE, MANIFEST_URL, 'ContactPage');
    expect(fresh).not.toBe(hung);
    // Another page's attempt that waited on the hung load gives up too: the fresh load stays.
    abandonUnfinishedContainer(REMOTE, hung);
    expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).toBe(fresh);
    await expect(fresh).resolves.toBe(container);

    // The late answer neither initialises the container again nor drops the fresh load.
    answerHung();
    await expect(hung).rejects.toThrow('was abandoned');
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).toBe(fresh);
  });

  it('keeps a container that is ready, and a newer load, when an older attempt gives up', async () => {
    const container = fakeContainer({});
    jest.mocked(loadScript).mockImplementation(async () => {
      globals.contact = container;
    });
    const ready = loadContainer(REMOTE, MANIFEST_URL, 'ContactPage');
    await ready;
    abandonUnfinishedContainer(REMOTE, ready);
    abandonUnfinishedContainer(REMOTE, Promise.resolve(container));
    expect(loadContainer(REMOTE, MANIFEST_URL, 'ContactPage')).toBe(ready);
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('passes on a module the container does not have', async () => {
    const container: FederationContainer = { init: async () => undefined, get: () => Promise.reject(new Error('Module "./Nope" does not exist in container.')) };
    await expect(loadExposedModule(container, 'Nope')).rejects.toThrow('does not exist in container');
  });
});
