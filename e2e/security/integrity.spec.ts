import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, mainHeading, test, type DeployedSite } from '../fixtures';

/** Serves `file` of a deployed remote version with one byte changed: what a tampered CDN path returns. */
function tamper(site: DeployedSite, remote: string, file: RegExp, change: (body: Buffer) => Buffer) {
  const folder = new URL('.', site.remotes[remote].manifest).pathname;
  const name = readdirSync(path.join(site.cdnDir, folder)).find((entry) => file.test(entry));
  expect(name, `${file} in ${folder}`).toBeDefined();
  const original = readFileSync(path.join(site.cdnDir, folder, name!));
  const changed = change(original);
  expect(changed.length === original.length && changed.equals(original)).toBe(false);
  site.setFault((req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.split('?')[0] !== `${folder}${name}`) return false;
    const type = name!.endsWith('.json') ? 'application/json' : 'text/javascript';
    res.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' }).end(changed);
    return true;
  });
}

/** Code that would announce itself if it ran. */
const RAN = 'window.__tampered = true;';
const appendCode = (body: Buffer) => Buffer.concat([body, Buffer.from(`\n${RAN}\n`)]);
/**
 * One byte of the JSON changed, still valid JSON: its first digit, in a string or a number (a
 * file name of the manifest, a hash of the integrity map; a remote's files need not be named
 * by a digit, since its singletons' chunks went).
 */
const changeJson = (body: Buffer) => Buffer.from(body.toString().replace(/[0-9]/, (digit: string) => `${(Number(digit) + 1) % 10}`));

async function expectNothingRanAndRestWorks(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
  await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
  await expect(mainHeading(page)).toHaveText('Why Choose Us');
  await page.locator('header').getByRole('link', { name: 'Solutions' }).click();
  await expect(mainHeading(page)).toHaveText('Cloud Solutions');
}

test.describe('remote code pinned by hash', { tag: '@shell' }, () => {
  test.describe.configure({ timeout: 60_000 });

  for (const [what, file, change] of [
    ['remote entry', /^remoteEntry\.js$/, appendCode],
    ['page chunk', /^__federation_expose_ContactPage\.[0-9a-f]{8}\.js$/, appendCode],
    ['manifest', /^mf-manifest\.json$/, changeJson],
    ['integrity map', /^mf-integrity\.json$/, changeJson],
  ] as const) {
    test(`a changed ${what} is refused: the fallback, nothing of it runs, the rest of the site works`, async ({ page, allowErrors, site }) => {
      allowErrors(/Failed to (load resource|find a valid digest)|integrity/i, `the ${what} is changed on purpose`);
      tamper(site, 'contact', file, change);
      await page.goto(site.url('/contact'));
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectNothingRanAndRestWorks(page);
      // Once the CDN serves the version that was released again, the next visit loads it.
      site.setFault(null);
      await page.locator('header').getByRole('link', { name: 'Contact Us' }).click();
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    });
  }

  test('without its pins, a changed entry runs (what pinning protects against), but a changed chunk the remote loads later, itself, is still refused', async ({ page, allowErrors, site }) => {
    allowErrors(/Failed to (load resource|find a valid digest)|integrity/i, 'the catalogue data chunk is changed on purpose');
    site.unpin('contact');
    site.unpin('solutions');
    tamper(site, 'contact', /^remoteEntry\.js$/, appendCode);
    await page.goto(site.url('/contact'));
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBe(true);

    // The remote's own webpack loads it with the hash its entry holds (remote-integrity-plugin.js), pinned or not.
    await test.step("a changed chunk an unpinned remote's own webpack loads is refused", async () => {
      tamper(site, 'solutions', /^solutions-data\.[0-9a-f]{8}\.js$/, (body) => Buffer.concat([body, Buffer.from('\nwindow.__tamperedLater = true;\n')]));
      await page.locator('header').getByRole('link', { name: 'Solutions' }).click();
      await expect(page.getByTestId('solutions-load-failed')).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { __tamperedLater?: boolean }).__tamperedLater)).toBeUndefined();
    });
  });

  test('a changed chunk the remote loads later, itself, is refused too', async ({ page, allowErrors, site }) => {
    allowErrors(/Failed to (load resource|find a valid digest)|integrity/i, 'the catalogue data chunk is changed on purpose');
    tamper(site, 'solutions', /^solutions-data\.[0-9a-f]{8}\.js$/, appendCode);
    await page.goto(site.url('/'));
    await page.locator('header').getByRole('link', { name: 'Solutions' }).click();
    await expect(page.getByTestId('solutions-load-failed')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).click();
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
  });
});
