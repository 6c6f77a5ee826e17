/**
 * The content's JSON files served to a jsdom page as the CDN serves them to a browser: the
 * very files the build writes (build/content-files.js, from remote-resources/content/), each
 * answered only when asked for with the hash the build pinned it to, since jsdom checks no
 * integrity itself. Every file asked for is recorded.
 */
import { createHash } from 'node:crypto';
import { contentFiles } from './content-files.val.js';

export interface ContentServer {
  /** The files asked for, by their names in the build ("content/article-blog-....json"), in order. */
  requested: string[];
  /** From now on, a request for a file whose name contains `part` fails as a network error does. */
  failFor(part: string): void;
  /** The parts failFor named, to clear. */
  failing: string[];
}

/** Installs the server as `fetch` for the current test file. */
export function serveContent(): ContentServer {
  const files = new Map(contentFiles.map(({ file, text }) => [file, text]));
  const server = { requested: [] as string[], failing: [] as string[], failFor: (part: string) => server.failing.push(part) };
  const answer = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const file = new URL(url).pathname.replace(/^\//, '');
    server.requested.push(file);
    const text = files.get(file);
    if (server.failing.some((part) => file.includes(part))) return Promise.reject(new TypeError('Failed to fetch'));
    if (text === undefined) return Promise.resolve({ ok: false, status: 404, json: () => Promise.reject(new Error('404')) } as Response);
    const integrity = `sha384-${createHash('sha384').update(text).digest('base64')}`;
    if (init?.integrity !== integrity) return Promise.reject(new TypeError(`${file}: integrity ${init?.integrity} does not match`));
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(JSON.parse(text) as unknown) } as Response);
  };
  beforeEach(() => {
    server.requested.length = 0;
    server.failing.length = 0;
    globalThis.fetch = jest.fn(answer);
  });
  return server;
}
