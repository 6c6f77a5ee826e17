/**
 * @jest-environment node
 */
// Node, as at build time: emotion writes its styles into the markup and there is no window.
// jsdom is a dev dependency already (the default test environment); here it only parses.
import { JSDOM } from 'jsdom';

type Settings = { __URL_MODE__: string; __BASE_PATH__: string };

/** The build settings are read when the modules load, so each setting gets fresh modules. */
async function renderWith(urlMode: string, basePath: string): Promise<string> {
  Object.assign(globalThis as unknown as Settings, { __URL_MODE__: urlMode, __BASE_PATH__: basePath });
  let html = '';
  await jest.isolateModulesAsync(async () => {
    html = (await import('./render-static-frame')).renderStaticFrame();
  });
  return html;
}

function parse(html: string): Document {
  return new JSDOM(`<div id="root">${html}</div>`).window.document;
}

describe('renderStaticFrame', () => {
  it('renders the header and footer, inert and hidden from assistive technology, with their styles', async () => {
    const html = await renderWith('hash', '/');
    const doc = parse(html);
    const frame = doc.querySelector('#root > [data-static-frame]')!;
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.querySelector('header')?.textContent).toContain('Clearsky Consulting');
    expect(frame.querySelector('footer')).not.toBeNull();
    // The page itself is left to the app: the frame's main holds only its styles and space.
    const main = frame.querySelector('main')!;
    expect([...main.querySelectorAll(':not(style)')].map((el) => el.textContent)).toEqual(['']);
    expect(html).toMatch(/<style data-emotion="css-global [^"]+">/);
  });

  it('marks no page as current, so no link lights up and then moves on the real page', async () => {
    expect(parse(await renderWith('hash', '/')).querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('writes hrefs for the build URL mode and base path', async () => {
    const hrefsOf = (html: string) => [...parse(html).querySelectorAll('header nav a')].map((a) => a.getAttribute('href'));
    expect(hrefsOf(await renderWith('hash', '/'))).toContain('/#/solutions');
    expect(hrefsOf(await renderWith('path', '/site/'))).toContain('/site/solutions');
  });

  it('keeps the slow-start notice outside the inert frame, so it can be read', async () => {
    const notice = parse(await renderWith('hash', '/')).querySelector('[data-slow-start-notice]')!;
    expect(notice.closest('[data-static-frame]')).toBeNull();
    expect(notice.textContent).toMatch(/^The site is taking longer than usual to load\..*hello@clearsky\.example\.com\.$/);
  });
});
