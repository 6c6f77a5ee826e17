/**
 * The hooks a test file of releases into a bucket needs: one S3 server (moto's, on loopback) for
 * the file, a scratch folder for each test, and with `faultProxy` the fault proxy in front of
 * the server (bucket/testing/fault-proxy.mjs) that the file's commands reach it through. Returns
 * where they are, filled in by the hooks.
 */
import { after, afterEach, before, beforeEach } from 'node:test';
import { startFakeS3 } from '../../bucket/testing/fake-bucket.mjs';
import { startFaultProxy } from '../../bucket/testing/fault-proxy.mjs';
import { scratchFolder } from '../../deploy/testing/fake-deploy.mjs';

/**
 * @param {{ faultProxy?: boolean }} [options]
 * @returns {{ s3: Awaited<ReturnType<typeof startFakeS3>>, scratch: ReturnType<typeof scratchFolder>, proxy: Awaited<ReturnType<typeof startFaultProxy>> }}
 */
export function s3AndScratch({ faultProxy = false } = {}) {
  const here = {};
  // One hook: node:test runs a file's top-level before() hooks at once, and the proxy needs the server.
  before(async () => {
    here.s3 = await startFakeS3();
    if (faultProxy) here.proxy = await startFaultProxy(here.s3);
  });
  after(async () => {
    await here.proxy?.stop();
    await here.s3.stop();
  });
  beforeEach(() => {
    here.scratch = scratchFolder();
  });
  afterEach(() => here.scratch.remove());
  return here;
}
