/**
 * The hooks a test file of releases into a bucket needs: one S3 server (moto's, on loopback) for
 * the file, a scratch folder for each test. Returns where the two are, filled in by the hooks.
 */
import { after, afterEach, before, beforeEach } from 'node:test';
import { startFakeS3 } from '../../bucket/testing/fake-bucket.mjs';
import { scratchFolder } from '../../deploy/testing/fake-deploy.mjs';

/** @returns {{ s3: Awaited<ReturnType<typeof startFakeS3>>, scratch: ReturnType<typeof scratchFolder> }} */
export function s3AndScratch() {
  const here = {};
  before(async () => {
    here.s3 = await startFakeS3();
  });
  after(() => here.s3.stop());
  beforeEach(() => {
    here.scratch = scratchFolder();
  });
  afterEach(() => here.scratch.remove());
  return here;
}
