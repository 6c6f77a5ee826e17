/**
 * What a test file of releases into a bucket needs: the S3 server (moto's, on loopback: the one
 * the test runner started for the whole run, or the file's own when it runs alone,
 * bucket/testing/fake-bucket.mjs), and for each test a scratch folder and, with `faultProxy`, a
 * fault proxy of its own in front of the server (bucket/testing/fault-proxy.mjs), which that
 * test's commands reach it through. Nothing of a test is shared with another but the server, in
 * which each makes buckets of its own, so a file's tests can run at once.
 */
import { after, before } from 'node:test';
import { startFakeS3 } from '../../bucket/testing/fake-bucket.mjs';
import { startFaultProxy } from '../../bucket/testing/fault-proxy.mjs';
import { scratchFolder } from '../../deploy/testing/fake-deploy.mjs';

/**
 * Starts (or finds) the server before the file's tests and stops it after them.
 * @returns {{
 *   readonly s3: Awaited<ReturnType<typeof startFakeS3>>,
 *   forTest: (t: import('node:test').TestContext, options?: { faultProxy?: boolean }) => Promise<{ scratch: ReturnType<typeof scratchFolder>, proxy: Awaited<ReturnType<typeof startFaultProxy>> | undefined, env: Record<string, string> }>,
 * }}
 *   forTest(t): the test's scratch folder, its proxy, and `env`, what its commands need to reach
 *   the server (through the proxy when it has one); removed and stopped when the test ends
 */
export function bucketTests() {
  let s3;
  before(async () => {
    s3 = await startFakeS3();
  });
  after(() => s3.stop());
  return {
    get s3() {
      return s3;
    },
    async forTest(t, { faultProxy = false } = {}) {
      const scratch = scratchFolder();
      t.after(() => scratch.remove());
      const proxy = faultProxy ? await startFaultProxy(s3) : undefined;
      if (proxy) t.after(() => proxy.stop());
      return { scratch, proxy, env: proxy ? proxy.env : s3.env };
    },
  };
}
