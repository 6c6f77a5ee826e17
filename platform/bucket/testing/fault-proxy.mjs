/**
 * A small HTTP proxy between the SDK and the S3 server (moto's, on loopback) that breaks the
 * network the way real deploys meet it, on the requests a test names, as Jepsen's faults do:
 *   'lose-answer'   the request goes through and the store acts on it, then the connection is
 *                   dropped before its answer (the SDK sees a reset and retries)
 *   'delay'         held until the client gives up on it (its request timeout), then sent on:
 *                   the store acts on it after the client stopped waiting
 *   409, 500        answered so without reaching the store: ConditionalRequestConflict (which S3
 *                   gives to crossing conditional writes, and asks clients to retry) or InternalError
 *   'pass'          let through: a rule that only counts (a test waits for the request to be made)
 * Everything else passes through as it came. Commands reach it as they reach any store: its
 * `env` sets AWS_ENDPOINT_URL_S3 (run-script.mjs passes it on to child processes).
 */
import http from 'node:http';

/**
 * @typedef {{ method: string, bucket: string, key: string, headers: http.IncomingHttpHeaders, body: Buffer }} SeenRequest
 * @typedef {{ name: string, when: (request: SeenRequest) => boolean, fault: 'lose-answer' | 'delay' | 409 | 500 | 'pass', times?: number }} Rule
 */

const ERROR_CODES = { 409: 'ConditionalRequestConflict', 500: 'InternalError' };

function readBody(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * Starts the proxy in front of `upstream` (the S3 server's endpoint).
 * @param {{ endpoint: string, env: Record<string, string> }} upstream
 */
export async function startFaultProxy(upstream) {
  const target = new URL(upstream.endpoint);
  /** @type {(Rule & { hits: number, waiting: { count: number, resolve: () => void }[] })[]} */
  const rules = [];
  /** @type {SeenRequest[]} */
  const seen = [];

  /** Sends a request on to the store; resolves with its answer. */
  const forward = (req, body) =>
    new Promise((resolve, reject) => {
      const headers = { ...req.headers };
      delete headers.connection;
      const out = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, async (res) => {
        try {
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: await readBody(res) });
        } catch (error) {
          reject(error);
        }
      });
      out.on('error', reject);
      out.end(body);
    });

  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://proxy');
    const [, bucket = '', ...key] = decodeURIComponent(url.pathname).split('/');
    /** @type {SeenRequest} */
    const request = { method: req.method ?? 'GET', bucket, key: key.join('/'), headers: req.headers, body };
    seen.push(request);
    const rule = rules.find((candidate) => candidate.hits < (candidate.times ?? 1) && candidate.when(request));
    if (rule) {
      rule.hits += 1;
      for (const wait of rule.waiting.filter(({ count }) => rule.hits >= count)) wait.resolve();
      rule.waiting = rule.waiting.filter(({ count }) => rule.hits < count);
    }
    try {
      if (rule?.fault === 409 || rule?.fault === 500) {
        const code = ERROR_CODES[rule.fault];
        res.writeHead(rule.fault, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code} (the fault proxy's)</Message></Error>`);
        return;
      }
      if (rule?.fault === 'delay') {
        // Held until the client gives up and closes the connection; then the store gets it all the same.
        if (!req.socket.destroyed) await new Promise((resolve) => req.socket.once('close', resolve));
        await forward(req, body).catch(() => undefined);
        return;
      }
      const answer = await forward(req, body);
      if (rule?.fault === 'lose-answer') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    } catch {
      req.socket.destroy();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${server.address().port}`;
  return {
    endpoint,
    /** What a command needs to reach the store through the proxy. */
    env: { ...upstream.env, AWS_ENDPOINT_URL_S3: endpoint },
    /** Every request the proxy saw, in order. */
    seen,
    /**
     * Breaks the next `times` (1) requests `when` matches. Returns `hit(n)`, which settles once the
     * fault has been dealt n (1) times: a test acts on what the proxy did, not after a guessed wait.
     * @param {Rule} rule
     */
    fault(rule) {
      const entry = { ...rule, hits: 0, waiting: [] };
      rules.push(entry);
      return {
        hit: (count = 1) => (entry.hits >= count ? Promise.resolve() : new Promise((resolve) => entry.waiting.push({ count, resolve }))),
        get hits() {
          return entry.hits;
        },
      };
    },
    /** Forgets every rule and what it saw. */
    reset() {
      rules.length = 0;
      seen.length = 0;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request's body as text, for a rule's `when` (a lease's or a plan's JSON). */
export const bodyText = (request) => request.body.toString('utf8');
