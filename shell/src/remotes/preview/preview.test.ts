import { createHash } from 'node:crypto';
import { PREVIEW_STORAGE_KEY, previewInQuery, type Preview } from '../../environment';
import { endPreview, previewIsUnstored, startPreview } from './preview';
import { checkPreview } from './preview-check';
import { previewVersion, withPreview } from './preview-verdict';

const live = {
  solutions: { manifest: 'https://cdn.example.com/solutions/aaaa1111/mf-manifest.json' },
  resources: { manifest: 'https://cdn.example.com/resources/bbbb2222/mf-manifest.json' },
  contact: { manifest: 'https://cdn.example.com/contact/cccc3333/mf-manifest.json' },
};
const PINS = { manifest: `sha384-${'m'.repeat(64)}`, files: `sha384-${'f'.repeat(64)}` };
const SITE = 'https://www.example.com';
const candidate = { remote: 'contact', manifestUrl: 'https://cdn.example.com/contact/dddd4444/mf-manifest.json' };

describe('a preview link', () => {
  beforeEach(() => {
    endPreview();
    window.history.replaceState(null, '', '/');
  });

  it('is read from the query, kept for the tab, and taken out of the address', () => {
    const query = `?preview=contact&manifest=${encodeURIComponent(candidate.manifestUrl)}&utm=x`;
    window.history.replaceState(null, '', `/${query}#/contact`);
    expect(startPreview()).toEqual(candidate);
    expect(window.location.search).toBe('?utm=x');
    expect(window.location.hash).toBe('#/contact');
    expect(JSON.parse(sessionStorage.getItem(PREVIEW_STORAGE_KEY)!)).toEqual(candidate);
    // The next page load of the tab still has it.
    window.history.replaceState(null, '', '/#/about');
    expect(startPreview()).toEqual(candidate);
    expect(previewIsUnstored()).toBe(false);
  });

  it('lives for the page alone when the browser refuses to store it, and says so', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    window.history.replaceState(null, '', `/?preview=contact&manifest=${encodeURIComponent(candidate.manifestUrl)}`);
    expect(startPreview()).toEqual(candidate);
    expect(previewIsUnstored()).toBe(true);
    setItem.mockRestore();
  });

  it('reads the pins a release prints with the link', () => {
    const query = `?preview=contact&manifest=${encodeURIComponent(candidate.manifestUrl)}&manifest-integrity=${encodeURIComponent(PINS.manifest)}&files-integrity=${encodeURIComponent(PINS.files)}`;
    window.history.replaceState(null, '', `/${query}`);
    expect(startPreview()).toEqual({ ...candidate, integrity: PINS });
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/');
    expect(startPreview()).toEqual({ ...candidate, integrity: PINS });
  });

  it("takes an older link's page declaration out of the address, and reads nothing of it", () => {
    const declaration = { prefixes: ['/careers'], pages: [{ path: '/careers', module: 'CareersPage', label: 'Careers' }] };
    const query = `?preview=careers&manifest=${encodeURIComponent(candidate.manifestUrl)}&pages=${encodeURIComponent(JSON.stringify(declaration))}`;
    window.history.replaceState(null, '', `/${query}#/careers`);
    expect(startPreview()).toEqual({ remote: 'careers', manifestUrl: candidate.manifestUrl });
    expect(window.location.search).toBe('');
  });

  it('needs both a remote and a manifest', () => {
    expect(previewInQuery('?preview=contact')).toBeNull();
    expect(previewInQuery('?manifest=x')).toBeNull();
    expect(previewInQuery('')).toBeNull();
  });

  it('ends for the tab on exit', () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(candidate));
    endPreview();
    expect(startPreview()).toBeNull();
  });

  it('ignores storage that holds something else', () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, '{"remote": 7}');
    expect(startPreview()).toBeNull();
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'not json');
    expect(startPreview()).toBeNull();
  });
});

/** SHA-384 as Subresource Integrity writes it. */
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/**
 * A CDN and the site's origin, as fetch sees them: each file by its URL, and a request with
 * `integrity` refused as the browser refuses it (a TypeError) when the body's hash differs.
 */
function servedFiles(files: Record<string, string>): typeof fetch {
  return ((input: string, init?: RequestInit) => {
    const body = files[input];
    const answer = (ok: boolean, status: number, text: string) => Promise.resolve({ ok, status, url: input, text: () => Promise.resolve(text) } as Response);
    if (body === undefined) return answer(false, 404, 'not found');
    if (init?.integrity && init.integrity !== sri(body)) return Promise.reject(new TypeError('Failed to fetch'));
    return answer(true, 200, body);
  }) as typeof fetch;
}

describe('checkPreview: a preview runs only what its link pins', () => {
  const CDN = 'https://cdn.example.com/contact/dddd4444';
  const declaration = { prefixes: ['/contact'], pages: [{ path: '/contact', module: 'ContactPage', label: 'Contact', title: 'Contact', description: 'The Contact page.' }] };
  /** A candidate's three files as its build writes them, and the link that pins them. */
  function candidateFiles(pages: unknown = declaration) {
    const manifest = '{"name":"contact"}';
    const pagesJson = JSON.stringify(pages);
    const map = JSON.stringify({ files: { 'remoteEntry.js': sri('entry'), 'pages.json': sri(pagesJson) } });
    const files = {
      [`${SITE}/remotes.json`]: JSON.stringify(live),
      [`${CDN}/mf-manifest.json`]: manifest,
      [`${CDN}/mf-integrity.json`]: map,
      [`${CDN}/pages.json`]: pagesJson,
    };
    const preview: Preview = { remote: 'contact', manifestUrl: `${CDN}/mf-manifest.json`, integrity: { manifest: sri(manifest), files: sri(map) } };
    return { files, preview };
  }
  const check = (preview: Preview, files: Record<string, string>) => checkPreview(preview, { siteOrigin: SITE, fetchImpl: servedFiles(files), block: undefined });

  it('accepts a pinned candidate on an origin remotes.json loads from, with the declaration its map pins, and puts it in place', async () => {
    const { files, preview } = candidateFiles();
    const verdict = await check(preview, files);
    expect(verdict).toEqual({ preview, accepted: true, declaration });
    expect(withPreview(live, verdict).contact).toEqual({ manifest: preview.manifestUrl, integrity: preview.integrity });
  });

  it.each([
    ['an unpinned link', (p: Preview) => ({ remote: p.remote, manifestUrl: p.manifestUrl }), {}, 'the link pins nothing; use the pinned link npm run release prints'],
    ['one pin alone', (p: Preview) => ({ ...p, integrity: { manifest: p.integrity!.manifest, files: '' } }), {}, 'its pins are not a pair of SHA hashes'],
    ['a manifest that is not the one pinned', (p: Preview) => p, { [`${CDN}/mf-manifest.json`]: '{"name":"contact","altered":true}' }, 'its mf-manifest.json is not the file the link pins (its SHA-384 differs)'],
    ['a map that is not the one pinned', (p: Preview) => p, { [`${CDN}/mf-integrity.json`]: '{"files":{}}' }, 'its mf-integrity.json is not the file the link pins (its SHA-384 differs)'],
    ['a pages.json that is not the one its map pins', (p: Preview) => p, { [`${CDN}/pages.json`]: JSON.stringify({ pages: [] }) }, 'its pages.json is not the file the link pins (its SHA-384 differs)'],
    ['a foreign origin', (p: Preview) => ({ ...p, manifestUrl: 'https://evil.example.net/contact/mf-manifest.json' }), {}, 'https://evil.example.net is not one of the origins this site loads remotes from'],
    ['an unknown remote', (p: Preview) => ({ ...p, remote: 'payments' }), {}, 'is refused'],
    ['a name that is no remote name', (p: Preview) => ({ ...p, remote: `<img src=x>${'x'.repeat(5000)}` }), {}, 'is not the name of a remote'],
    ['a file that is not a manifest', (p: Preview) => ({ ...p, manifestUrl: `${CDN}/remoteEntry.js` }), {}, 'does not name a mf-manifest.json'],
    ['a script address', (p: Preview) => ({ ...p, manifestUrl: 'javascript:alert(1)' }), {}, 'not a web address'],
  ])('refuses %s, and applies nothing of it', async (_label, alter, replaced, reason) => {
    const { files, preview } = candidateFiles();
    const verdict = await check(alter(preview), { ...files, ...replaced });
    expect(verdict.accepted).toBe(false);
    expect(!verdict.accepted && verdict.reason).toContain(reason);
    expect(withPreview(live, verdict)).toEqual(live);
  });

  it.each([
    ['prefixes as a string', { prefixes: '/evil', pages: declaration.pages }, 'its pages.json is refused: "prefixes" must be a list of 1 to 8 clean paths, not "/evil"'],
    ['a path that climbs', { pages: [{ ...declaration.pages[0], path: '/contact/:a', paths: ['/contact/..'] }] }, 'its pages.json is refused: page "ContactPage": "paths[0]" must be a clean path'],
    ['a page of the shell', { pages: [{ ...declaration.pages[0], path: '/about' }] }, 'its pages.json is refused: page "ContactPage" claims /about, a page of the shell'],
  ])("refuses a candidate whose pinned declaration has %s, naming the rule", async (_label, pages, reason) => {
    const { files, preview } = candidateFiles(pages);
    const verdict = await check(preview, files);
    expect(!verdict.accepted && verdict.reason).toContain(reason);
  });

  it('says the check could not be made when remotes.json does not answer, and never rejects', async () => {
    const { files, preview } = candidateFiles();
    const { [`${SITE}/remotes.json`]: _gone, ...rest } = files;
    expect(await check(preview, rest)).toMatchObject({ accepted: false, reason: "the site's remotes.json answered 404" });
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await checkPreview(preview, { siteOrigin: SITE, fetchImpl: failing, block: undefined })).toMatchObject({ accepted: false, reason: 'it could not be checked (Failed to fetch)' });
  });

  describe('on a CDN that never answers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it.each([
      // A pinned file refused is asked for once more without its pin, to say why: that request has its 8 s too.
      ['remotes.json', `${SITE}/remotes.json`, [8000], `it could not be checked (${SITE}/remotes.json did not answer within 8 s)`],
      ['the manifest', `${CDN}/mf-manifest.json`, [8000, 8000], 'its mf-manifest.json could not be fetched'],
      ['the integrity map', `${CDN}/mf-integrity.json`, [8000, 8000], 'its mf-integrity.json could not be fetched'],
      ['pages.json', `${CDN}/pages.json`, [8000, 8000], 'its pages.json could not be fetched'],
    ])('gives up on each request for %s after 8 s, and refuses the link', async (_label, hanging, waits, reason) => {
      // The check runs before the app starts (remotes/startup.ts): a request left waiting holds the whole site.
      const { files, preview } = candidateFiles();
      const served = servedFiles(files);
      const waited: number[] = [];
      // As the browser's fetch: no answer ever, until the request's signal aborts it.
      const fetchImpl = ((input: string, init?: RequestInit) => {
        if (input !== hanging) return served(input, init);
        const asked = Date.now();
        return new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => {
            waited.push(Date.now() - asked);
            reject(init.signal!.reason as Error);
          });
        });
      }) as typeof fetch;
      let verdict: unknown;
      void checkPreview(preview, { siteOrigin: SITE, fetchImpl, block: undefined }).then((said) => (verdict = said));

      await jest.runAllTimersAsync();
      expect(verdict).toEqual({ preview, accepted: false, reason });
      expect(waited).toEqual(waits);
    });
  });
});

describe('previewVersion', () => {
  it("names the candidate by its folder on the CDN", () => {
    expect(previewVersion(candidate)).toBe('dddd4444');
  });
});
