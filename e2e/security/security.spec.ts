import { expect, mainHeading, routeRendered, siteUrl, test, warmingSettled } from '../fixtures';
import { articles } from '../support/content';
import { declaredRoutes } from '../support/declared-routes';

/** Every page the site declares, and a category's address, an article, a list's page and the not-found page. */
const ROUTES = [...declaredRoutes(), '/solutions#sales', articles()[0].path, '/resources/blog/page/1', '/nope'];

test.describe('security headers', { tag: '@platform' }, () => {
  test('the shell document carries CSP, nosniff, referrer and framing rules', async ({ request }) => {
    const response = await request.get(`${process.env.SITE_URL}/`);
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${process.env.CDN_URL}`);
    expect(csp).toContain(`connect-src 'self' ${process.env.CDN_URL}`);
    expect(csp).toContain('img-src \'self\' data: https://images.unsplash.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types default');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('no-cache');
    // The remotes' origin, from the same remotes.json, is preconnected for both fetch and scripts.
    expect(headers.link).toBe(`<${process.env.CDN_URL}>; rel=preconnect, <${process.env.CDN_URL}>; rel=preconnect; crossorigin`);
  });

  // Every team's pages load their code under this policy: a change to any of them can break it.
  test('every route renders under the CSP with no violation', { tag: ['@shell', '@solutions', '@resources', '@contact'] }, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    // A visit as a visitor makes it: the first page loaded, then the others by the address bar's
    // hash, each remote's code loading under the policy, and warming's requests once settled.
    await page.goto(siteUrl(ROUTES[0]));
    await routeRendered(page);
    for (const route of ROUTES.slice(1)) {
      await page.evaluate((hash) => (window.location.hash = hash), `#${route}`);
      await expect(page.locator(`main [data-route-path="${route.split('#')[0]}"]`)).toHaveCount(1);
      await routeRendered(page);
      expect(await violations(), `CSP violations on ${route}`).toEqual([]);
    }
    expect(await warmingSettled(page)).toBe('done');
    expect(await violations(), 'CSP violations while warming').toEqual([]);
  });

  test("Trusted Types admit script URLs of the site's origins only", async ({ page }) => {
    await page.goto(siteUrl('/contact'));
    await expect(mainHeading(page)).toBeVisible();
    const assign = (url: string) =>
      page.evaluate((src) => {
        try {
          document.createElement('script').src = src;
          return 'set';
        } catch (error) {
          return `refused: ${(error as Error).message}`;
        }
      }, url);
    expect(await assign(`${process.env.SITE_URL}/any.js`)).toBe('set');
    expect(await assign(`${process.env.CDN_URL}/contact/any.js`)).toBe('set');
    expect(await assign('https://evil.example.net/x.js')).toBe('refused: Scripts from https://evil.example.net are not allowed on this site');
  });
});
