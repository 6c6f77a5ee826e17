/** @jest-environment node */
// The Fetch API of Node, as in a browser; jsdom has none.
import { readEarlyJson, requestEarly, takeEarly } from './early-requests';

const manifest = 'https://cdn.example.com/contact/mf-manifest.json';

describe('early requests', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    global.fetch = fetchMock;
  });

  it('asks once at the given priority, with the integrity, and hands the answer over once', async () => {
    requestEarly(manifest, 'sha384-bWFuaWZlc3Q=', 'low');
    requestEarly(manifest, 'sha384-bWFuaWZlc3Q=', 'low');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(manifest, expect.objectContaining({ priority: 'low', integrity: 'sha384-bWFuaWZlc3Q=' }));
    const taken = takeEarly(manifest, 'sha384-bWFuaWZlc3Q=');
    await expect(taken).resolves.toHaveProperty('status', 200);
    // A retry asks the network afresh.
    expect(takeEarly(manifest, 'sha384-bWFuaWZlc3Q=')).toBeUndefined();
  });

  it('does not hand an unpinned answer to a pinned request', () => {
    requestEarly(manifest, undefined, 'auto');
    expect(takeEarly(manifest, 'sha384-bWFuaWZlc3Q=')).toBeUndefined();
    expect(takeEarly(manifest, undefined)).toBeDefined();
  });

  it('drops a request that failed, so the visit asks afresh and decides', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    requestEarly(manifest, undefined, 'low');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarly(manifest, undefined)).toBeUndefined();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    requestEarly(manifest, undefined, 'low');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarly(manifest, undefined)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands over an answer already read, so neither the runtime nor the site waits on its body again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"name":"contact"}', { status: 200, headers: { 'content-type': 'application/json' } }));
    requestEarly(manifest, undefined, 'low');
    const answer = (await takeEarly(manifest, undefined)) as Response;
    expect(answer).toBeInstanceOf(Response);
    expect(answer.headers.get('content-type')).toBe('application/json');
    await expect(answer.clone().json()).resolves.toEqual({ name: 'contact' });
    await expect(answer.json()).resolves.toEqual({ name: 'contact' });
    await expect(answer.text()).resolves.toBe('{"name":"contact"}');
    // Read from the text kept on arrival: the Response's own body stream was never touched.
    expect(answer.bodyUsed).toBe(false);
  });

  it('rejects the read of an answer that is not JSON, as a Response would', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    requestEarly(manifest, undefined, 'low');
    await expect(takeEarly(manifest, undefined)?.then((answer) => answer.json())).rejects.toThrow(SyntaxError);
  });

  it("reads an answer's JSON for warming, and the runtime still takes the whole answer", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"name":"contact"}', { status: 200 }));
    requestEarly(manifest, undefined, 'low');
    const read = readEarlyJson(manifest);
    const taken = takeEarly(manifest, undefined);
    await expect(read).resolves.toEqual({ name: 'contact' });
    await expect(taken?.then((answer) => answer.json())).resolves.toEqual({ name: 'contact' });
    expect(readEarlyJson(manifest)).toBeUndefined();
  });
});
