import { REMOTE_REQUEST_TIMEOUT_MS } from '../../environment';

/**
 * Requests for a remote's manifest and map of hashes made ahead of the runtime (load-remote-page.ts:
 * while the runtime's code downloads, or when warming), kept until the runtime asks for the
 * same URL through the site's plugin (federation.ts). These files are served `no-cache`, so the
 * browser's HTTP cache would make the runtime's request wait for a revalidation, the very
 * round trip asking early is meant to save; holding the answer here (its body read as it
 * arrives) saves it.
 *
 * Each is taken once: a visit that fails and retries asks the network afresh, and a request
 * that fails is dropped at once, so a visit never inherits a warming failure.
 */
interface EarlyRequest {
  integrity: string | undefined;
  /** The answer's body, read as soon as it arrives, and what a Response needs to be made of it again. */
  answer: Promise<{ body: string; init: ResponseInit }>;
}

const early = new Map<string, EarlyRequest>();

/**
 * Starts a request, checked against `integrity` as the runtime's own would be, and given up
 * after the same deadline, so that a request that never answers is not held open.
 */
export function requestEarly(url: string, integrity: string | undefined, priority: RequestPriority): void {
  if (early.has(url)) return;
  const signal = AbortSignal.timeout(REMOTE_REQUEST_TIMEOUT_MS);
  const answer = fetch(url, { priority, signal, ...(integrity ? { integrity } : {}) }).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const { status, statusText, headers } = response;
    return { body: await response.text(), init: { status, statusText, headers } };
  });
  const request = { integrity, answer };
  early.set(url, request);
  answer.catch(() => {
    if (early.get(url) === request) early.delete(url);
  });
}

/**
 * The early request for `url`, if there is one under way or answered with the integrity the
 * visit asks for: one made without a pin does not stand in for a pinned one.
 */
export function takeEarly(url: string, integrity?: string): Promise<Response> | undefined {
  const request = early.get(url);
  if (!request || request.integrity !== integrity) return undefined;
  early.delete(url);
  return request.answer.then(({ body, init }) => readResponse(body, init));
}

/**
 * A Response of a body already read: its json(), text() and clone() answer from the text at
 * once. Reading a body through the Fetch API takes tasks of its own, and during a tap Chromium
 * ran them late, while the input and the page's exit animation were handled (a Response made
 * afresh from the text was no quicker). Traced at 6x CPU, reading a manifest and a map of
 * hashes that warming had received seconds before took 150-400 ms, and the remote's scripts
 * were added that much later (docs/performance.md, "A cold tap, traced").
 */
function readResponse(body: string, init: ResponseInit): Response {
  return Object.assign(new Response(body, init), {
    json: () => Promise.resolve().then(() => JSON.parse(body) as unknown),
    text: () => Promise.resolve(body),
    clone: () => readResponse(body, init),
  });
}

/**
 * The body of the early request for `url` as JSON, parsed from the text kept on its arrival, so
 * the runtime still takes the whole answer; undefined when there is none or it was taken.
 */
export function readEarlyJson(url: string): Promise<unknown> | undefined {
  return early.get(url)?.answer.then(({ body }) => JSON.parse(body) as unknown);
}
