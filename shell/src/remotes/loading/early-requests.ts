import { REMOTE_REQUEST_TIMEOUT_MS } from '../../platform/build-settings';

/**
 * Requests for a remote's manifest and map of hashes made ahead of the runtime (load-remote-page.ts:
 * while the runtime's code downloads, or when warming), kept until the runtime asks for the
 * same URL through the site's plugin (federation.ts). These files are served `no-cache`, so the
 * browser's HTTP cache would make the runtime's request wait for a revalidation, the very
 * round trip asking early is meant to save; holding the response here saves it.
 *
 * Each is taken once: a visit that fails and retries asks the network afresh, and a request
 * that fails is dropped at once, so a visit never inherits a warming failure.
 */
interface EarlyRequest {
  integrity: string | undefined;
  response: Promise<Response>;
}

const early = new Map<string, EarlyRequest>();

/**
 * Starts a request, checked against `integrity` as the runtime's own would be, and given up
 * after the same deadline, so that a request that never answers is not held open.
 */
export function requestEarly(url: string, integrity: string | undefined, priority: RequestPriority): void {
  if (early.has(url)) return;
  const signal = AbortSignal.timeout(REMOTE_REQUEST_TIMEOUT_MS);
  const response = fetch(url, { priority, signal, ...(integrity ? { integrity } : {}) }).then((answer) => {
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    return answer;
  });
  const request = { integrity, response };
  early.set(url, request);
  response.catch(() => {
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
  return request.response;
}

/**
 * The body of the early request for `url` as JSON, read from a copy so that the runtime still
 * takes the whole answer; undefined when there is none. Call it right after requestEarly: the
 * copy is made when the answer arrives, before whoever takes it reads it.
 */
export function readEarlyJson(url: string): Promise<unknown> | undefined {
  return early.get(url)?.response.then((answer) => answer.clone().json() as Promise<unknown>);
}
