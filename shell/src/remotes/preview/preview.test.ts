import { PREVIEW_STORAGE_KEY, previewInQuery } from '../../platform/preview-link';
import { endPreview, previewIsUnstored, startPreview } from './preview';
import { judgePreview, previewVersion, withPreview } from './preview-verdict';

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

  it("carries the candidate's page declaration, kept for the tab and taken out of the address", () => {
    const declaration = { prefixes: ['/careers'], pages: [{ path: '/careers', module: 'CareersPage', label: 'Careers', title: 'Careers', description: 'The Careers page.' }] };
    const query = `?preview=careers&manifest=${encodeURIComponent(candidate.manifestUrl)}&pages=${encodeURIComponent(JSON.stringify(declaration))}`;
    window.history.replaceState(null, '', `/${query}#/careers`);
    const expected = { remote: 'careers', manifestUrl: candidate.manifestUrl, declaration };
    expect(startPreview()).toEqual(expected);
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/#/careers');
    expect(startPreview()).toEqual(expected);
    // What is not JSON is kept as text, for the check to refuse with a reason.
    expect(previewInQuery(`?preview=careers&manifest=x&pages=%7Bnope`)?.declaration).toBe('{nope');
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

describe('judgePreview', () => {
  it('accepts a manifest on an origin remotes.json already loads from, and puts it in place', () => {
    const verdict = judgePreview(candidate, live, SITE);
    expect(verdict).toEqual({ preview: candidate, accepted: true });
    expect(withPreview(live, verdict)).toEqual({ ...live, contact: { manifest: candidate.manifestUrl } });
  });

  it('puts a pinned candidate in place with its pins', () => {
    const pinned = { ...candidate, integrity: PINS };
    const verdict = judgePreview(pinned, live, SITE);
    expect(verdict.accepted).toBe(true);
    expect(withPreview(live, verdict).contact).toEqual({ manifest: candidate.manifestUrl, integrity: PINS });
  });

  it("accepts the site's own origin, and resolves a relative address against it", () => {
    expect(judgePreview({ remote: 'contact', manifestUrl: '/cdn/contact/eeee/mf-manifest.json' }, live, SITE)).toEqual({
      preview: { remote: 'contact', manifestUrl: `${SITE}/cdn/contact/eeee/mf-manifest.json` },
      accepted: true,
    });
  });

  it.each([
    ['a foreign origin', { remote: 'contact', manifestUrl: 'https://evil.example.net/contact/mf-manifest.json' }, 'https://evil.example.net is not one of the origins'],
    ['an unknown remote', { remote: 'payments', manifestUrl: candidate.manifestUrl }, 'no remote called "payments"'],
    ['a file that is not a manifest', { remote: 'contact', manifestUrl: 'https://cdn.example.com/contact/remoteEntry.js' }, 'does not name a mf-manifest.json'],
    ['a script address', { remote: 'contact', manifestUrl: 'javascript:alert(1)' }, 'not a web address'],
    ['a pin that is not a hash', { ...candidate, integrity: { manifest: PINS.manifest, files: '' } }, 'not a pair of SHA hashes'],
  ])('refuses %s and leaves remotes.json as it is', (_label, preview, reason) => {
    const verdict = judgePreview(preview, live, SITE);
    expect(verdict.accepted).toBe(false);
    expect(!verdict.accepted && verdict.reason).toContain(reason);
    expect(withPreview(live, verdict)).toEqual(live);
  });
});

describe('previewVersion', () => {
  it("names the candidate by its folder on the CDN", () => {
    expect(previewVersion(candidate)).toBe('dddd4444');
  });
});
