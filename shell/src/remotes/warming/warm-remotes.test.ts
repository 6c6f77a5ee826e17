import { CONTRACT_VERSION } from '@site/shared';
import type { RemotePage } from '../registry/remote-pages';

jest.mock('../preview/tab-remotes', () => ({
  remotesConfig: jest.fn(() => Promise.resolve({ contact: { manifest: 'https://cdn.example.com/contact/mf-manifest.json' } })),
}));
jest.mock('../loading/federation', () => ({ createFederation: jest.fn(), firstVisitScripts: jest.fn(() => []) }));
jest.mock('../loading/early-requests', () => ({ requestEarly: jest.fn(), readEarlyJson: jest.fn() }));

const contact: RemotePage = { remote: 'contact', module: 'ContactPage', route: 'contact', label: 'Contact' };
const page = { default: () => null, contractVersion: CONTRACT_VERSION };

describe('warmRemotes', () => {
  // A fresh loader per test: it keeps loaded pages for the page view's lifetime.
  let loader: typeof import('../loading/load-remote-page');
  let warmRemotes: typeof import('./warm-remotes').warmRemotes;
  let createFederation: jest.Mock;
  let loadRemote: jest.Mock;
  let requestEarly: jest.Mock;
  beforeEach(async () => {
    jest.useFakeTimers();
    jest.resetModules();
    createFederation = jest.mocked((await import('../loading/federation')).createFederation) as jest.Mock;
    requestEarly = jest.mocked((await import('../loading/early-requests')).requestEarly) as jest.Mock;
    loader = await import('../loading/load-remote-page');
    ({ warmRemotes } = await import('./warm-remotes'));
    loadRemote = jest.fn(() => Promise.resolve(page));
    createFederation.mockReset().mockReturnValue({ loadRemote });
  });
  afterEach(() => jest.useRealTimers());

  it('warms the runtime and, at the lowest priority, the manifests of the remotes not loaded yet', async () => {
    const { remotesConfig } = await import('../preview/tab-remotes');
    jest.mocked(remotesConfig).mockResolvedValue({
      contact: { manifest: 'https://cdn.example.com/contact/mf-manifest.json' },
      solutions: { manifest: 'https://cdn.example.com/solutions/mf-manifest.json' },
    });
    const load = loader.loadRemotePage(contact);
    await jest.runAllTimersAsync();
    await load;
    requestEarly.mockClear();

    await warmRemotes();
    expect(createFederation).toHaveBeenCalledTimes(1);
    expect(requestEarly.mock.calls).toEqual([['https://cdn.example.com/solutions/mf-manifest.json', undefined, 'low']]);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("learns from each warmed manifest and map which scripts each of the remote's pages runs first", async () => {
    const { remotesConfig } = await import('../preview/tab-remotes');
    const { readEarlyJson } = await import('../loading/early-requests');
    const { firstVisitScripts } = await import('../loading/federation');
    const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', files: 'sha384-ZmlsZXM=' };
    jest.mocked(remotesConfig).mockResolvedValue({ resources: { manifest: 'https://cdn.example.com/resources/mf-manifest.json', integrity } });
    const manifest = { name: 'resources' };
    const map = { files: { 'remoteEntry.js': 'sha384-ZW50cnk=' } };
    jest.mocked(readEarlyJson).mockImplementation((url) => Promise.resolve(url.endsWith('mf-manifest.json') ? manifest : map));
    jest
      .mocked(firstVisitScripts)
      .mockImplementation((_manifest, _url, expose) => [{ url: `https://cdn.example.com/resources/${expose}.js`, integrity: 'sha384-cGFnZQ==' }]);

    await warmRemotes();
    const url = 'https://cdn.example.com/resources/mf-manifest.json';
    expect(jest.mocked(firstVisitScripts).mock.calls).toEqual([
      [manifest, url, 'ResourcesPage', map],
      [manifest, url, 'ArticlePage', map],
    ]);
    // Starting the page's load asks for them at once.
    loader.preloadRemotePage({ remote: 'resources', module: 'ArticlePage', route: 'article', label: 'Article' });
    const hint = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(hint?.href).toBe('https://cdn.example.com/resources/ArticlePage.js');
    expect(hint?.getAttribute('integrity')).toBe('sha384-cGFnZQ==');
  });
});
