/**
 * @jest-environment node
 */
// Node, as at build time: there is no window.
// jsdom is a dev dependency already (the default test environment); here it only parses.
import { JSDOM } from 'jsdom';

type Settings = { __URL_MODE__: string; __BASE_PATH__: string };

/** The build settings are read when the modules load, so each setting gets fresh modules. */
async function renderWith(urlMode: string, basePath: string, sitePages?: unknown): Promise<{ styles: string; html: string }> {
  Object.assign(globalThis as unknown as Settings, { __URL_MODE__: urlMode, __BASE_PATH__: basePath });
  let frame = { styles: '', html: '' };
  await jest.isolateModulesAsync(async () => {
    frame = (await import('./render-static-frame')).renderStaticFrame(sitePages);
  });
  return frame;
}

function parse({ styles, html }: { styles: string; html: string }): Document {
  return new JSDOM(`<!DOCTYPE html><html><head>${styles}</head><body><div id="root">${html}</div></body></html>`).window.document;
}

describe('renderStaticFrame', () => {
  it('renders the header and footer, inert and hidden from assistive technology, with their styles in the head', async () => {
    const rendered = await renderWith('hash', '/');
    const doc = parse(rendered);
    const frame = doc.querySelector('#root > [data-static-frame]')!;
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.querySelector('header')?.textContent).toContain('Clearsky Consulting');
    expect(frame.querySelector('footer')).not.toBeNull();
    // The page itself is left to the app: the frame's main holds only space.
    const main = frame.querySelector('main')!;
    expect([...main.querySelectorAll('*')].map((el) => el.textContent)).toEqual(['']);
    // Every style is in the head, none in the body (HTML allows <style> in a body only in a few
    // places, and the global rules would reach outside their parent).
    expect(doc.body.querySelectorAll('style')).toHaveLength(0);
    expect(rendered.styles).toMatch(/^<style data-emotion="css-global [^"]+">/);
    const classes = [...frame.querySelectorAll('header [class]')].flatMap((el) => [...el.classList].filter((c) => c.startsWith('css-')));
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(rendered.styles).toContain(`.${name}`);
  });

  it('marks no page as current, so no link lights up and then moves on the real page', async () => {
    expect(parse(await renderWith('hash', '/')).querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('writes hrefs for the build URL mode and base path', async () => {
    const hrefsOf = (frame: { styles: string; html: string }) => [...parse(frame).querySelectorAll('header nav a')].map((a) => a.getAttribute('href'));
    expect(hrefsOf(await renderWith('hash', '/'))).toContain('/#/solutions');
    expect(hrefsOf(await renderWith('path', '/site/'))).toContain('/site/solutions');
  });

  it('keeps the slow-start notice outside the inert frame, so it can be read', async () => {
    const notice = parse(await renderWith('hash', '/')).querySelector('[data-slow-start-notice]')!;
    expect(notice.closest('[data-static-frame]')).toBeNull();
    expect(notice.textContent).toMatch(/^The site is taking longer than usual to load\..*hello@clearsky\.example\.com\.$/);
  });

  it("shows the header links of the deploy's declarations when given them, a new area's among them", async () => {
    const careers = { prefixes: ['/careers'], pages: [{ path: '/careers', module: 'CareersPage', label: 'Careers', title: 'Careers', description: 'The Careers page.', nav: { label: 'Careers', order: 35 } }] };
    const labels = (frame: { styles: string; html: string }) => [...parse(frame).querySelectorAll('header nav a')].map((a) => a.textContent);
    const before = labels(await renderWith('hash', '/'));
    const after = labels(await renderWith('hash', '/', { 'new-area-example': careers }));
    expect(after.filter((label) => !before.includes(label))).toEqual(['Careers']);
    expect(after.indexOf('Careers')).toBe(after.indexOf('About') + 1);
    // A declaration the rules refuse adds nothing.
    expect(labels(await renderWith('hash', '/', { 'new-area-example': { ...careers, prefixes: ['/about'] } }))).toEqual(before);
  });

  it("puts a declared link that asks for the footer in its Company column too", async () => {
    const page = { path: '/careers', module: 'CareersPage', label: 'Careers', title: 'Careers', description: 'The Careers page.' };
    const company = (frame: { styles: string; html: string }) => {
      const document = parse(frame);
      const column = [...document.querySelectorAll('footer nav')].find((nav) => document.getElementById(nav.getAttribute('aria-labelledby') ?? '')?.textContent === 'Company');
      return [...(column?.querySelectorAll('a') ?? [])].map((a) => a.textContent);
    };
    expect(company(await renderWith('hash', '/'))).toEqual(['About Us', 'Contact']);
    const inFooter = { prefixes: ['/careers'], pages: [{ ...page, nav: { label: 'Careers', order: 35, footer: true } }] };
    expect(company(await renderWith('hash', '/', { 'new-area-example': inFooter }))).toEqual(['About Us', 'Contact', 'Careers']);
    const headerOnly = { prefixes: ['/careers'], pages: [{ ...page, nav: { label: 'Careers', order: 35 } }] };
    expect(company(await renderWith('hash', '/', { 'new-area-example': headerOnly }))).toEqual(['About Us', 'Contact']);
  });
});
