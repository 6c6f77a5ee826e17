import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { Manifest } from '@module-federation/sdk';
import * as react from 'react';
import { FEDERATION_RUNTIME_VERSION, PROVIDED_SHARED } from '../../environment';
import { createFederation, firstVisitScripts, sitePolicyPlugin, unmetRequirements } from './federation';
import { IncompatibleRemoteError } from './incompatible-remote';

const REACT = PROVIDED_SHARED.react;
const RUNTIME = FEDERATION_RUNTIME_VERSION;

/** A remote's mf-manifest.json, as its build writes it. */
function manifestOf(name: string, shared: Array<[string, string]> = [['react', REACT.requiredVersion]], pluginVersion = RUNTIME) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      globalName: name,
      publicPath: 'auto',
      pluginVersion,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      buildInfo: { buildVersion: '1.0.0', buildName: name },
    },
    shared: shared.map(([sharedName, requiredVersion]) => ({
      id: `${name}:${sharedName}`,
      name: sharedName,
      version: requiredVersion.replace(/^\^/, ''),
      singleton: true,
      requiredVersion,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
    remotes: [],
    exposes: [{ id: `${name}:Page`, name: 'Page', path: './Page', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
  };
}

/** jsdom has no fetch Response; the runtime only checks `instanceof Response` and reads JSON. */
class FakeResponse {
  constructor(
    private body: unknown,
    readonly status = 200,
  ) {}
  get ok() {
    return this.status < 400;
  }
  json() {
    return Promise.resolve(this.body);
  }
  clone() {
    return new FakeResponse(this.body, this.status);
  }
}

/**
 * What a remote entry does when the shell initialises it: its own runtime instance, offering
 * its own copy of React at `version`, joins the share scope the shell hands over; its page
 * module reports which React it was given.
 */
function fakeRemoteEntry(name: string, version: string) {
  let remote: ModuleFederation;
  const ownReact = { copy: name };
  const entry = {
    init: jest.fn(async (shareScope: never) => {
      remote = createInstance({
        name,
        remotes: [],
        shareStrategy: 'loaded-first',
        shared: { react: { version, get: () => Promise.resolve(() => ownReact), shareConfig: { singleton: true, requiredVersion: REACT.requiredVersion } } },
      });
      remote.initShareScopeMap('default', shareScope);
      await Promise.all(remote.initializeSharing('default'));
    }),
    get: jest.fn(async () => {
      const factory = await remote.loadShare<unknown>('react');
      return () => ({ react: factory ? factory() : undefined });
    }),
  };
  return entry;
}

describe('unmetRequirements', () => {
  it('is empty for a remote built for what the shell provides', () => {
    expect(unmetRequirements(manifestOf('contact', [['react', REACT.requiredVersion], ['@site/shared', PROVIDED_SHARED['@site/shared'].requiredVersion]]))).toEqual([]);
  });

  it('names a shared module the shell provides at a version outside the remote\'s range', () => {
    expect(unmetRequirements(manifestOf('contact', [['react', '^20.0.0']]))).toEqual([`react@^20.0.0 (the site runs ${REACT.version})`]);
  });

  it('ignores modules the shell does not provide: the remote brings its own', () => {
    expect(unmetRequirements(manifestOf('contact', [['lucide-react', '^99.0.0']]))).toEqual([]);
  });

  it("ignores a library part the shell provides at a version outside the remote's range: the remote runs its own copy", () => {
    const part = 'lucide-react/dist/esm/createLucideIcon.mjs';
    expect(PROVIDED_SHARED[part]).toMatchObject({ singleton: false });
    expect(unmetRequirements(manifestOf('contact', [[part, '^99.0.0']]))).toEqual([]);
  });

  it('names a federation runtime newer than the one the shell provides', () => {
    const [major] = RUNTIME.split('.');
    expect(unmetRequirements(manifestOf('contact', [], `${Number(major) + 1}.0.0`))).toHaveLength(1);
    expect(unmetRequirements(manifestOf('contact', [], `${major}.0.0`))).toEqual([]);
  });
});

describe('firstVisitScripts', () => {
  const manifestUrl = 'https://cdn.example.com/contact/3f2a9c1e04b7/mf-manifest.json';
  const folder = 'https://cdn.example.com/contact/3f2a9c1e04b7/';
  // The SDK's Manifest type asks each shared module for a `hash`, which the 2.9.2 build does not write.
  const built = () => {
    const manifest = manifestOf('contact');
    const js = { sync: ['__federation_expose_Page.1a2b.js', '512.3c4d.js'], async: ['77.5e6f.js'] };
    return { ...manifest, exposes: [{ ...manifest.exposes[0], assets: { ...manifest.exposes[0].assets, js } }] } as unknown as Manifest;
  };
  const map = {
    files: {
      'remoteEntry.js': 'sha384-ZW50cnk=',
      '__federation_expose_Page.1a2b.js': 'sha384-cGFnZQ==',
      '512.3c4d.js': 'sha384-dmVuZG9y',
      '77.5e6f.js': 'sha384-bGF0ZXI=',
    },
  };

  it("lists the remote's entry and the page's own chunks, beside the manifest, as the runtime resolves them", () => {
    expect(firstVisitScripts(built(), manifestUrl, 'Page')).toEqual([
      { url: `${folder}remoteEntry.js`, integrity: undefined },
      { url: `${folder}__federation_expose_Page.1a2b.js`, integrity: undefined },
      { url: `${folder}512.3c4d.js`, integrity: undefined },
    ]);
  });

  it('gives each script of a pinned version the hash its map lists', () => {
    expect(firstVisitScripts(built(), manifestUrl, 'Page', map).map(({ integrity }) => integrity)).toEqual([
      'sha384-ZW50cnk=',
      'sha384-cGFnZQ==',
      'sha384-dmVuZG9y',
    ]);
  });

  it('lists nothing for a script the map leaves out, an unknown page, or a remote that would be refused', () => {
    const { '512.3c4d.js': _left, ...partial } = map.files;
    expect(firstVisitScripts(built(), manifestUrl, 'Page', { files: partial })).toEqual([]);
    expect(firstVisitScripts(built(), manifestUrl, 'OtherPage')).toEqual([]);
    const tooNew = { ...built(), metaData: { ...built().metaData, pluginVersion: '99.0.0' } } as Manifest;
    expect(firstVisitScripts(tooNew, manifestUrl, 'Page', map)).toEqual([]);
  });
});

describe('the site policy plugin', () => {
  it('gives every remote script a deadline and keeps the attributes the runtime asked for', () => {
    const created = sitePolicyPlugin({}).createScript!({ url: 'https://cdn.example.com/contact/remoteEntry.js', attrs: { fetchpriority: 'high' } });
    // The request deadline, 8 s (docs/architecture.md, "Loading a remote page"; shared/workspace.json).
    expect(created).toMatchObject({ timeout: 8000 });
    const { script } = created as { script: HTMLScriptElement };
    expect(script.src).toBe('https://cdn.example.com/contact/remoteEntry.js');
    expect(script.getAttribute('fetchpriority')).toBe('high');
    expect(script.hasAttribute('integrity')).toBe(false);
  });

  it('leaves out the classic type the runtime asks for (obsolete in HTML), but keeps a module type', () => {
    const create = (type: string) =>
      (sitePolicyPlugin({}).createScript!({ url: 'https://cdn.example.com/contact/a.js', attrs: { type } }) as { script: HTMLScriptElement }).script;
    expect(create('text/javascript').hasAttribute('type')).toBe(false);
    expect(create('module').getAttribute('type')).toBe('module');
  });

  describe('for a remote remotes.json pins', () => {
    const folder = 'https://cdn.example.com/contact/3f2a9c1e04b7/';
    const PINS = { manifest: `sha384-${'m'.repeat(64)}`, files: `sha384-${'f'.repeat(64)}` };
    const ENTRY = `sha384-${'e'.repeat(64)}`;
    const realFetch = global.fetch;
    let fetchMock: jest.Mock;
    beforeAll(() => {
      (globalThis as unknown as Record<string, unknown>).Response = FakeResponse;
    });
    beforeEach(() => {
      fetchMock = jest.fn((url: URL | string) =>
        Promise.resolve(
          String(url).endsWith('mf-integrity.json')
            ? new FakeResponse({ algorithm: 'sha384', files: { 'remoteEntry.js': ENTRY } })
            : new FakeResponse(manifestOf('contact')),
        ),
      );
      global.fetch = fetchMock;
    });
    afterEach(() => {
      global.fetch = realFetch;
    });

    async function pinnedPlugin() {
      const plugin = sitePolicyPlugin({ contact: { manifest: `${folder}mf-manifest.json`, integrity: PINS } });
      await plugin.fetch!(`${folder}mf-manifest.json`, {}, { name: 'contact' } as never);
      return plugin;
    }

    it('fetches the manifest and its integrity map with their pinned hashes, for the browser to check', async () => {
      await pinnedPlugin();
      const calls = fetchMock.mock.calls.map(([url, init]: [URL | string, RequestInit]) => [String(url), init.integrity]);
      expect(calls).toEqual(
        expect.arrayContaining([
          [`${folder}mf-manifest.json`, PINS.manifest],
          [`${folder}mf-integrity.json`, PINS.files],
        ]),
      );
    });

    it("gives each script the map lists its hash, and refuses one of the remote's scripts it does not list", async () => {
      const plugin = await pinnedPlugin();
      const { script } = plugin.createScript!({ url: `${folder}remoteEntry.js` }) as { script: HTMLScriptElement };
      expect(script.getAttribute('integrity')).toBe(ENTRY);
      expect(script.getAttribute('crossorigin')).toBe('anonymous');
      expect(() => plugin.createScript!({ url: `${folder}999.0badc0de.js` })).toThrow('is not in its remote');
    });
  });
});

describe('createFederation, with the real runtime', () => {
  const realFetch = global.fetch;
  const globals = globalThis as unknown as Record<string, unknown>;
  let fetchMock: jest.Mock;
  let entries: Record<string, ReturnType<typeof fakeRemoteEntry>>;
  let serial = 0;
  let remote = '';

  /** Remote entries come from here instead of a script tag (jsdom runs no scripts). */
  const entriesPlugin: ModuleFederationRuntimePlugin = {
    name: 'test-remote-entries',
    loadEntry: ({ remoteInfo }) => entries[remoteInfo.name] as never,
  };

  beforeAll(() => {
    globals.Response = FakeResponse;
  });
  beforeEach(() => {
    // Each test its own remote name: the runtime keeps loaded entries for the page's lifetime.
    serial += 1;
    remote = `contact${serial}`;
    entries = { [remote]: fakeRemoteEntry(remote, '19.999.0') };
    fetchMock = jest.fn(() => Promise.resolve(new FakeResponse(manifestOf(remote))));
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  function federationFor(name: string) {
    const federation = createFederation({ [name]: { manifest: `https://cdn.example.com/${name}/mf-manifest.json` } });
    federation.registerPlugins([entriesPlugin]);
    return federation;
  }

  it("provides remotes with the runtime itself, and with the shell's React over the remote's newer copy", async () => {
    const federation = federationFor(remote);
    expect(typeof (globals._FEDERATION_RUNTIME_CORE as { ModuleFederation?: unknown } | undefined)?.ModuleFederation).toBe('function');
    const page = await federation.loadRemote<{ react: typeof react }>(`${remote}/Page`);
    expect(page?.react.useState).toBe(react.useState);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`https://cdn.example.com/${remote}/mf-manifest.json`);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('refuses a remote built for a React the shell does not run, before any of its modules runs', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new FakeResponse(manifestOf(remote, [['react', '^20.0.0']]))));
    const federation = federationFor(remote);
    await expect(federation.loadRemote(`${remote}/Page`)).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(entries[remote].get).not.toHaveBeenCalled();
  });

  it('forgets a manifest that answered an error, so the next load asks again', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(new FakeResponse('Not found', 404)));
    const federation = federationFor(remote);
    await expect(federation.loadRemote(`${remote}/Page`)).rejects.toThrow(/answered 404/);
    await expect(federation.loadRemote(`${remote}/Page`)).resolves.toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
