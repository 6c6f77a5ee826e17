import { CONTRACT_VERSION } from '@site/shared';
import { REMOTE_REQUEST_TIMEOUT_MS } from '../../environment';
import { REMOTE_RETRY_DELAYS_MS } from './load-remote-page';
import type { RemotePage } from '../registry/remote-pages';

jest.mock('../preview/tab-remotes', () => ({
  remotesConfig: jest.fn(() => Promise.resolve({ contact: { manifest: 'https://cdn.example.com/contact/mf-manifest.json' } })),
}));
jest.mock('./federation', () => ({ createFederation: jest.fn(), firstVisitScripts: jest.fn(() => []) }));
jest.mock('./early-requests', () => ({ requestEarly: jest.fn(), readEarlyJson: jest.fn() }));

const contact: RemotePage = { remote: 'contact', module: 'ContactPage', path: '/contact', label: 'Contact' };
/** A page built against the contract this shell runs. */
const page = { default: () => null, contractVersion: CONTRACT_VERSION };
/** The next major of the contract: one this shell refuses. */
const nextMajor = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;

/**
 * `load` once the timers it waits on have run: the loader starts the runtime's work in a task of
 * its own. Its outcome is taken before they run, so a failure is never left unhandled meanwhile.
 */
async function afterTimers<T>(load: Promise<T>): Promise<T> {
  const outcome = load.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.runAllTimersAsync();
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

/** Runs every promise callback queued now and by those, and no timer. */
async function drainMicrotasks() {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

describe('loadRemotePage', () => {
  // A fresh loader per test: it keeps loaded pages for the page view's lifetime.
  let loader: typeof import('./load-remote-page');
  let IncompatibleRemoteError: typeof import('./incompatible-remote').IncompatibleRemoteError;
  let createFederation: jest.Mock;
  let loadRemote: jest.Mock;
  let requestEarly: jest.Mock;
  beforeEach(async () => {
    jest.useFakeTimers();
    // The loader's dynamic import of the runtime resolves later, from the current registry.
    jest.resetModules();
    createFederation = jest.mocked((await import('./federation')).createFederation) as jest.Mock;
    requestEarly = jest.mocked((await import('./early-requests')).requestEarly) as jest.Mock;
    loader = await import('./load-remote-page');
    ({ IncompatibleRemoteError } = await import('./incompatible-remote'));
    loadRemote = jest.fn(() => Promise.resolve(page));
    createFederation.mockReset().mockReturnValue({ loadRemote });
  });
  afterEach(() => jest.useRealTimers());

  it('loads the page through the runtime once, for the hover and the visit alike', async () => {
    const hover = loader.loadRemotePage(contact);
    const visit = loader.loadRemotePage({ ...contact });
    expect(visit).toBe(hover);
    await jest.runAllTimersAsync();
    await expect(visit).resolves.toBe(page);
    expect(loader.loadRemotePage(contact)).toBe(hover);
    expect(createFederation).toHaveBeenCalledTimes(1);
    expect(createFederation).toHaveBeenCalledWith({ contact: { manifest: 'https://cdn.example.com/contact/mf-manifest.json' } });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('contact/ContactPage');
  });

  it('leaves the runtime\'s work to a task of its own, after the event that asked for the page', async () => {
    // A finger's pointerover comes in the same touch as the tap: the click must not wait on this.
    const load = loader.loadRemotePage(contact);
    await drainMicrotasks();
    // The manifest is asked for at once; the runtime's own work waits for the next task.
    expect(requestEarly).toHaveBeenCalledTimes(1);
    expect(loadRemote).not.toHaveBeenCalled();
    await expect(afterTimers(load)).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("asks for the remote's manifest once, while the runtime's code downloads", async () => {
    const load = loader.loadRemotePage(contact);
    await jest.runAllTimersAsync();
    await load;
    await afterTimers(loader.loadRemotePage({ ...contact, module: 'OtherPage' })).catch(() => undefined);
    expect(requestEarly.mock.calls).toEqual([['https://cdn.example.com/contact/mf-manifest.json', undefined, 'auto']]);
  });

  it("asks for a pinned version's manifest and map of hashes, each with its integrity", async () => {
    const { remotesConfig } = await import('../preview/tab-remotes');
    const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', files: 'sha384-ZmlsZXM=' };
    jest.mocked(remotesConfig).mockResolvedValue({ contact: { manifest: 'https://cdn.example.com/contact/mf-manifest.json', integrity } });
    const load = loader.loadRemotePage(contact);
    await jest.runAllTimersAsync();
    await load;
    expect(requestEarly.mock.calls).toEqual([
      ['https://cdn.example.com/contact/mf-manifest.json', integrity.manifest, 'auto'],
      ['https://cdn.example.com/contact/mf-integrity.json', integrity.files, 'auto'],
    ]);
  });

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

    await loader.warmRemotes();
    expect(createFederation).toHaveBeenCalledTimes(1);
    expect(requestEarly.mock.calls).toEqual([['https://cdn.example.com/solutions/mf-manifest.json', undefined, 'low']]);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("learns from each warmed manifest and map which scripts each of the remote's pages runs first", async () => {
    const { remotesConfig } = await import('../preview/tab-remotes');
    const { readEarlyJson } = await import('./early-requests');
    const { firstVisitScripts } = await import('./federation');
    const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', files: 'sha384-ZmlsZXM=' };
    jest.mocked(remotesConfig).mockResolvedValue({ resources: { manifest: 'https://cdn.example.com/resources/mf-manifest.json', integrity } });
    const manifest = { name: 'resources' };
    const map = { files: { 'remoteEntry.js': 'sha384-ZW50cnk=' } };
    jest.mocked(readEarlyJson).mockImplementation((url) => Promise.resolve(url.endsWith('mf-manifest.json') ? manifest : map));
    jest
      .mocked(firstVisitScripts)
      .mockImplementation((_manifest, _url, expose) => [{ url: `https://cdn.example.com/resources/${expose}.js`, integrity: 'sha384-cGFnZQ==' }]);

    await loader.warmRemotes();
    const url = 'https://cdn.example.com/resources/mf-manifest.json';
    expect(jest.mocked(firstVisitScripts).mock.calls).toEqual([
      [manifest, url, 'ResourcesPage', map],
      [manifest, url, 'ResourceListPage', map],
      [manifest, url, 'ArticlePage', map],
    ]);
    // Starting the page's load asks for them at once.
    loader.preloadRemotePage({ remote: 'resources', module: 'ArticlePage', path: '/resources/:type/:slug', label: 'Article' });
    const hint = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(hint?.href).toBe('https://cdn.example.com/resources/ArticlePage.js');
    expect(hint?.getAttribute('integrity')).toBe('sha384-cGFnZQ==');
  });
  it('retries with growing pauses, gives up after the last, and loads afresh on the next call', async () => {
    // Twice, after 400 ms and then 1.2 s (docs/architecture.md, "Loading a remote page").
    expect(REMOTE_RETRY_DELAYS_MS).toEqual([400, 1200]);
    loadRemote.mockRejectedValue(new Error('ScriptNetworkError: Failed to load script'));
    const load = loader.loadRemotePage(contact);
    const settled = expect(load).rejects.toThrow('ScriptNetworkError');
    await jest.advanceTimersByTimeAsync(350);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(100);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // The second pause, 1200 ms from the first retry's failure (at 400 ms).
    await jest.advanceTimersByTimeAsync(1100);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(100);
    expect(loadRemote).toHaveBeenCalledTimes(3);
    await jest.runAllTimersAsync();
    await settled;
    expect(loadRemote).toHaveBeenCalledTimes(3);

    // The fallback's Retry.
    loadRemote.mockResolvedValue(page);
    await expect(afterTimers(loader.loadRemotePage(contact))).resolves.toBe(page);
  });

  it('does not retry a load that ran into the request deadline: the visitor gets the fallback and its Retry', async () => {
    // The request deadline is 8 s (docs/architecture.md, "Loading a remote page"; shared/workspace.json).
    expect(REMOTE_REQUEST_TIMEOUT_MS).toBe(8000);
    // A remote entry that never answers: the runtime gives up on it after the deadline.
    loadRemote.mockImplementationOnce(
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('ScriptNetworkError: timed out')), 8000)),
    );
    const load = loader.loadRemotePage(contact);
    const settled = expect(load).rejects.toThrow('timed out');
    await jest.advanceTimersByTimeAsync(8000);
    await settled;
    expect(loadRemote).toHaveBeenCalledTimes(1);

    // The fallback's Retry asks afresh.
    await expect(afterTimers(loader.loadRemotePage(contact))).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not retry a remote built against another contract major', async () => {
    loadRemote.mockResolvedValue({ ...page, contractVersion: nextMajor });
    await expect(afterTimers(loader.loadRemotePage(contact))).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('does not retry a remote the runtime refused as incompatible', async () => {
    loadRemote.mockRejectedValue(new IncompatibleRemoteError('contact', 'needs react@^20.0.0'));
    await expect(afterTimers(loader.loadRemotePage(contact))).rejects.toThrow('needs react@^20.0.0');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('refuses an exposed module that is not a page', async () => {
    loadRemote.mockResolvedValue({ contractVersion: CONTRACT_VERSION });
    const load = loader.loadRemotePage(contact);
    const settled = expect(load).rejects.toThrow('Remote "contact" did not provide ContactPage');
    await jest.runAllTimersAsync();
    await settled;
  });
});
