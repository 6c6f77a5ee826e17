import { startManifestEarly, takeEarlyManifest } from './early-manifest';

const MANIFEST_URL = 'https://cdn.example.com/contact/v2/mf-manifest.json';

describe('startManifestEarly / takeEarlyManifest', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const response = (status = 200, body: unknown = {}) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;
  afterEach(() => {
    document.head.innerHTML = '';
  });
  const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('fetches the manifest once and hands it over once', async () => {
    const manifest = { id: 'contact' };
    const fetchMock = jest.fn(async () => response(200, manifest));
    global.fetch = fetchMock as unknown as typeof fetch;
    startManifestEarly(MANIFEST_URL, 'ContactPage');
    await expect(takeEarlyManifest(MANIFEST_URL)).resolves.toBe(manifest);
    expect(takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
  });

  it('has nothing for a manifest it did not fetch', () => {
    expect(takeEarlyManifest('https://cdn.example.com/other/mf-manifest.json')).toBeUndefined();
  });

  it('asks again when the early request failed', async () => {
    const fresh = { id: 'fresh' };
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(response(200, fresh));
    global.fetch = fetchMock as unknown as typeof fetch;
    startManifestEarly(MANIFEST_URL, 'ContactPage');
    await expect(takeEarlyManifest(MANIFEST_URL)).resolves.toBe(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early response was an HTTP error', async () => {
    const fresh = { id: 'fresh' };
    global.fetch = jest.fn().mockResolvedValueOnce(response(404)).mockResolvedValue(response(200, fresh)) as unknown as typeof fetch;
    startManifestEarly(MANIFEST_URL, 'ContactPage');
    await expect(takeEarlyManifest(MANIFEST_URL)).resolves.toBe(fresh);
  });

  it('preloads the remote entry and the scripts of the page being opened, from the manifest', async () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'ContactPage', assets: { js: { sync: ['159.abc.js', '__federation_expose_ContactPage.def.js'] } } },
        { name: 'OtherPage', assets: { js: { sync: ['other.js'] } } },
      ],
    };
    global.fetch = jest.fn(async () => response(200, manifest)) as unknown as typeof fetch;
    startManifestEarly(MANIFEST_URL, 'ContactPage');
    await flush();
    expect(preloaded()).toEqual([
      'https://cdn.example.com/contact/v2/remoteEntry.js',
      'https://cdn.example.com/contact/v2/159.abc.js',
      'https://cdn.example.com/contact/v2/__federation_expose_ContactPage.def.js',
    ]);
  });

  it('preloads nothing when the manifest cannot be fetched or read, and the loader still gets its answer', async () => {
    const unreadable = { ok: true, status: 200, json: async () => { throw new SyntaxError('Unexpected token'); } } as unknown as Response;
    const fetchMock = jest.fn(async () => unreadable);
    global.fetch = fetchMock as unknown as typeof fetch;
    startManifestEarly(MANIFEST_URL, 'ContactPage');
    await flush();
    expect(preloaded()).toEqual([]);
    // The answer is the unreadable body's, without another request.
    await expect(takeEarlyManifest(MANIFEST_URL)).rejects.toThrow('Unexpected token');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    global.fetch = jest.fn(async () => response(404)) as unknown as typeof fetch;
    startManifestEarly(MANIFEST_URL, 'ContactPage');
    await flush();
    expect(preloaded()).toEqual([]);
  });
});
