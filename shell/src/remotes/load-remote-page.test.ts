import { REMOTE_ATTEMPT_TIMEOUT_MS, REMOTE_RETRY_DELAYS_MS } from './load-remote-page';

jest.mock('../app/build-settings', () => ({ BASE_PATH: '/', URL_MODE: 'hash' }));
jest.mock('./early-remotes-config', () => ({ takeEarlyRemotesConfig: () => null }));
jest.mock('./remotes-config', () => ({
  fetchRemotesConfig: jest.fn(async () => ({ contact: 'https://cdn.example.com/contact/mf-manifest.json' })),
}));
jest.mock('./container-host', () => ({ loadContainer: jest.fn(), loadExposedModule: jest.fn(), abandonUnfinishedContainer: jest.fn() }));

const page = { default: () => null, contractVersion: '1.0.0' };

describe('loadRemotePage', () => {
  // A fresh loader per test: it keeps loaded pages for the page's lifetime.
  let loader: typeof import('./load-remote-page');
  let loadContainer: jest.MockedFunction<(typeof import('./container-host'))['loadContainer']>;
  let loadExposedModule: jest.MockedFunction<(typeof import('./container-host'))['loadExposedModule']>;
  let abandonUnfinishedContainer: jest.MockedFunction<(typeof import('./container-host'))['abandonUnfinishedContainer']>;
  beforeEach(() => {
    jest.useFakeTimers();
    jest.isolateModules(() => {
      ({ loadContainer, loadExposedModule, abandonUnfinishedContainer } = jest.mocked(require('./container-host')));
      loader = require('./load-remote-page');
    });
    for (const mock of [loadContainer, loadExposedModule, abandonUnfinishedContainer]) mock.mockReset();
    loadContainer.mockResolvedValue({ init: jest.fn(), get: jest.fn() });
    loadExposedModule.mockResolvedValue(page);
  });
  afterEach(() => jest.useRealTimers());

  it('loads the page through the container the manifest names, once', async () => {
    const first = loader.loadRemotePage('contact', 'ContactPage');
    const second = loader.loadRemotePage('contact', 'ContactPage');
    await jest.runAllTimersAsync();
    await expect(first).resolves.toBe(page);
    await expect(second).resolves.toBe(page);
    expect(loadContainer).toHaveBeenCalledTimes(1);
    expect(loadContainer).toHaveBeenCalledWith('contact', 'https://cdn.example.com/contact/mf-manifest.json', 'ContactPage');
    expect(loader.getLoadedRemotePage('contact', 'ContactPage')).toBe(page);
  });

  it('retries with growing pauses, and gives up after the last', async () => {
    loadContainer.mockRejectedValue(new Error('Could not load remoteEntry.js'));
    const load = loader.loadRemotePage('contact', 'ContactPage');
    const settled = expect(load).rejects.toThrow('Could not load remoteEntry.js');
    await jest.advanceTimersByTimeAsync(REMOTE_RETRY_DELAYS_MS[0] - 50);
    expect(loadContainer).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(100);
    expect(loadContainer).toHaveBeenCalledTimes(2);
    await jest.runAllTimersAsync();
    await settled;
    expect(loadContainer).toHaveBeenCalledTimes(1 + REMOTE_RETRY_DELAYS_MS.length);
  });

  it('abandons the load an attempt that hangs waited on, so the next one starts afresh', async () => {
    const hung = new Promise<never>(() => undefined);
    loadContainer.mockReturnValueOnce(hung);
    const load = loader.loadRemotePage('contact', 'ContactPage');
    await jest.advanceTimersByTimeAsync(REMOTE_ATTEMPT_TIMEOUT_MS + 10);
    expect(abandonUnfinishedContainer).toHaveBeenCalledTimes(1);
    expect(abandonUnfinishedContainer).toHaveBeenCalledWith('contact', hung);
    await jest.runAllTimersAsync();
    await expect(load).resolves.toBe(page);
    expect(loadContainer).toHaveBeenCalledTimes(2);
  });

  it('does not retry a remote built against another contract major', async () => {
    loadExposedModule.mockResolvedValue({ ...page, contractVersion: '2.0.0' });
    const load = loader.loadRemotePage('contact', 'ContactPage');
    const settled = expect(load).rejects.toBeInstanceOf(loader.IncompatibleRemoteError);
    await jest.runAllTimersAsync();
    await settled;
    expect(loadContainer).toHaveBeenCalledTimes(1);
  });
});
