/**
 * @jest-environment node
 */
// Node, as at build time: emotion writes its styles into the markup and there is no window.

type Settings = { __URL_MODE__: string; __BASE_PATH__: string };

function renderWith(urlMode: string, basePath: string): string {
  Object.assign(globalThis as unknown as Settings, { __URL_MODE__: urlMode, __BASE_PATH__: basePath });
  let html = '';
  jest.isolateModules(() => {
    html = (require('./render-static-frame') as typeof import('./render-static-frame')).renderStaticFrame();
  });
  return html;
}

function parse(html: string): Document {
  // jsdom is a dev dependency already (the default test environment); parsing only.
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  return new JSDOM(`<div id="root">${html}</div>`).window.document;
}

describe('renderStaticFrame', () => {
  it('renders the header and footer, inert and hidden from assistive technology, with their styles', () => {
    const html = renderWith('hash', '/');
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

  it('marks no page as current, so no link lights up and then moves on the real page', () => {
    expect(parse(renderWith('hash', '/')).querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('writes hrefs for the build URL mode and base path', () => {
    const hrefsOf = (html: string) => [...parse(html).querySelectorAll('header nav a')].map((a) => a.getAttribute('href'));
    expect(hrefsOf(renderWith('hash', '/'))).toContain('/#/solutions');
    expect(hrefsOf(renderWith('path', '/site/'))).toContain('/site/solutions');
  });

  it('keeps the slow-start notice outside the inert frame, so it can be read', () => {
    const notice = parse(renderWith('hash', '/')).querySelector('[data-slow-start-notice]')!;
    expect(notice.closest('[data-static-frame]')).toBeNull();
    expect(notice.textContent).toMatch(/^The site is taking longer than usual to load\..*hello@clearsky\.example\.com\.$/);
  });
});
