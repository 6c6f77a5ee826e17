import { startManifestEarly, takeEarlyManifest } from './early-manifest';

const MANIFEST_URL = 'https://cdn.example.com/contact/v2/mf-manifest.json';

describe('startManifestEarly / takeEarlyManifest', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const response = (status = 200) => ({ ok: status < 400, status }) as Response;

  it('fetches the manifest once and hands the response over once', async () => {
    const early = response();
    const fetchMock = jest.fn(async () => early);
    global.fetch = fetchMock as unknown as typeof fetch;
    startManifestEarly(MANIFEST_URL);
    await expect(takeEarlyManifest(MANIFEST_URL)).resolves.toBe(early);
    expect(takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
  });

  it('has nothing for a manifest it did not fetch', () => {
    expect(takeEarlyManifest('https://cdn.example.com/other/mf-manifest.json')).toBeUndefined();
  });

  it('asks again when the early request failed', async () => {
    const fresh = response();
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(fresh);
    global.fetch = fetchMock as unknown as typeof fetch;
    startManifestEarly(MANIFEST_URL);
    await expect(takeEarlyManifest(MANIFEST_URL)).resolves.toBe(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early response was an HTTP error', async () => {
    const fresh = response();
    global.fetch = jest.fn().mockResolvedValueOnce(response(404)).mockResolvedValue(fresh) as unknown as typeof fetch;
    startManifestEarly(MANIFEST_URL);
    await expect(takeEarlyManifest(MANIFEST_URL)).resolves.toBe(fresh);
  });
});
