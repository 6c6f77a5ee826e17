import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { listObjects, getObject } from '../../platform/bucket/index.mjs';
import { applyEdgePolicy, createBucket, startFakeS3 } from '../../platform/bucket/testing/fake-bucket.mjs';
import { startEdge, freePort } from '../../platform/serve/index.mjs';
import { expect, test } from '../fixtures';
import { command, STAND_IN_GATE } from '../support/release-site';
import { buildVariant } from '../support/builds/variant-build';

const LIVE = "Let's talk about your business";
const CANDIDATE = `${LIVE} today`;

/** Requests of a page that failed or answered an error, as "status url". */
function failedRequests(page: Page) {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

test.describe('a deploy in a bucket, behind a caching edge', { tag: '@platform' }, () => {
  test.describe.configure({ timeout: 300_000 });

  test('release through the edge: gate, switch within the pointer\'s TTL, a tab opened before keeps its version, smoke, rollback; both versions stay', async ({ page, context }) => {
    const build = await buildVariant({ remote: 'contact', name: 'contact-visible-change', edits: [['contact/ContactPage.tsx', [[LIVE, CANDIDATE]]]] });
    // The S3 server on loopback (moto_server), and the commands pointed at it through the AWS
    // SDK's own configuration: this process's environment is the one command() passes on.
    const s3 = await startFakeS3();
    let edge: Awaited<ReturnType<typeof startEdge>> | undefined;
    try {
      const bucket = await createBucket('site');
      const address = 's3://site/prod';
      const [sitePort, cdnPort] = [await freePort(), await freePort()];
      const siteOrigin = `http://127.0.0.1:${sitePort}`;
      const cdnOrigin = `http://127.0.0.1:${cdnPort}`;
      const deploy = await command('deploy.mjs', ['--to', address, '--site-origin', siteOrigin, '--cdn-origin', cdnOrigin]);
      expect(deploy.output).toContain(`Deployed the site to ${address}.`);
      expect(deploy.code).toBe(0);
      await applyEdgePolicy(address);
      const conf = (await getObject(bucket, 'prod/edge/nginx-edge.conf'))!.body.toString('utf8');
      edge = await startEdge({ conf, siteOrigin });
      const remotesAtEdge = async () => (await (await fetch(`${siteOrigin}/remotes.json`)).json()) as Record<string, { manifest: string; integrity: { manifest: string } }>;
      const before = await remotesAtEdge();

      // Pinned by hash through the edge: the manifest it serves is the one remotes.json pins.
      const manifest = Buffer.from(await (await fetch(before.contact.manifest)).arrayBuffer());
      expect(before.contact.integrity.manifest).toBe(`sha384-${createHash('sha384').update(manifest).digest('base64')}`);

      // A tab opened before the release, on the home page: contact's code not loaded yet.
      const earlier = failedRequests(page);
      await page.goto(`${siteOrigin}/`);
      await expect(page.locator('main h1').first()).toBeVisible();

      // The gate is not this test's subject (release.spec.ts and the recipes run it for real):
      // the stand-in passes the candidate, so what is proven is the bucket's and the edge's part.
      const release = await command('release.mjs', ['contact', '--to', address, '--build-dir', build], STAND_IN_GATE);
      expect(release.output).toContain('The stand-in gate (RELEASE_GATE_STAND_IN=pass) judged the candidate');
      expect(release.output).toContain('Released: contact');
      expect(release.code).toBe(0);

      // Visitors get it once the edge's copy of the pointer expires: its 10 s are the edge
      // policy's (platform/bucket/bucket-address.test.mjs); no stopwatch here, which a busy
      // machine would fail, only a wait a little longer than they are.
      await expect.poll(async () => (await remotesAtEdge()).contact.manifest, { timeout: 15_000 }).not.toBe(before.contact.manifest);
      const later = await context.newPage();
      await later.goto(`${siteOrigin}/#/contact`);
      await expect(later.locator('main h1').first()).toHaveText(CANDIDATE);
      await later.close();

      // The tab from before loads the rest of its version's chunks now, with no failed request.
      await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
      await expect(page.locator('main h1').first()).toHaveText(LIVE);
      expect(earlier).toEqual([]);

      // Through the edge in one engine; the smoke's engines are release.spec.ts's and the recipes'.
      const smoke = await command('smoke.mjs', [siteOrigin, '--browser', 'chromium']);
      expect(smoke.output).toMatch(/\n\d+ passed, 0 failed\n/);
      expect(smoke.code).toBe(0);

      const rollback = await command('rollback.mjs', ['contact', '--to', address]);
      expect(rollback.code).toBe(0);
      await expect.poll(async () => (await remotesAtEdge()).contact.manifest, { timeout: 15_000 }).toBe(before.contact.manifest);
      await page.goto(`${siteOrigin}/#/contact`);
      await expect(page.locator('main h1').first()).toHaveText(LIVE);

      // The bucket holds both versions of contact; the shell's files and the others' are as they were.
      const manifests = (await listObjects(bucket, 'prod/cdn/contact/')).filter(({ key }) => key.endsWith('/mf-manifest.json'));
      expect(manifests).toHaveLength(2);
      expect(await remotesAtEdge()).toEqual(before);
    } finally {
      await page.close();
      await edge?.stop();
      await s3.stop();
    }
  });
});
