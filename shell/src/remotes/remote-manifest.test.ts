import { preloadRemoteScripts, remoteEntryUrl, remoteScriptUrls } from './remote-manifest';

const MANIFEST_URL = 'https://cdn.example.com/resources/v3/mf-manifest.json';
const manifest = (metaData: object) => ({
  metaData,
  exposes: [{ name: 'ArticlePage', assets: { js: { sync: ['838.a.js', '__federation_expose_ArticlePage.b.js'] } } }],
});

describe('remoteScriptUrls', () => {
  it('resolves "auto" against the manifest folder, entry first', () => {
    expect(remoteScriptUrls(MANIFEST_URL, manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }), 'ArticlePage')).toEqual([
      'https://cdn.example.com/resources/v3/remoteEntry.js',
      'https://cdn.example.com/resources/v3/838.a.js',
      'https://cdn.example.com/resources/v3/__federation_expose_ArticlePage.b.js',
    ]);
  });

  it('honours an explicit public path and an entry in a sub-folder', () => {
    expect(
      remoteScriptUrls(MANIFEST_URL, manifest({ publicPath: 'https://static.example.com/r/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } }), 'ArticlePage'),
    ).toEqual([
      'https://static.example.com/r/entry/remoteEntry.js',
      'https://static.example.com/r/838.a.js',
      'https://static.example.com/r/__federation_expose_ArticlePage.b.js',
    ]);
  });

  it('gives nothing for a module the manifest does not expose, or a manifest of another shape', () => {
    expect(remoteScriptUrls(MANIFEST_URL, manifest({ remoteEntry: { name: 'remoteEntry.js' } }), 'ContactPage')).toEqual([]);
    expect(remoteScriptUrls(MANIFEST_URL, {}, 'ArticlePage')).toEqual([]);
  });
});

describe('remoteEntryUrl', () => {
  it('resolves the entry against the manifest folder, or the explicit public path', () => {
    expect(remoteEntryUrl(MANIFEST_URL, { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } })).toBe(
      'https://cdn.example.com/resources/v3/remoteEntry.js',
    );
    expect(remoteEntryUrl(MANIFEST_URL, { metaData: { publicPath: '/static/', remoteEntry: { name: 'remoteEntry.js', path: 'e' } } })).toBe(
      'https://cdn.example.com/static/e/remoteEntry.js',
    );
  });

  it('is undefined for a manifest without an entry', () => {
    expect(remoteEntryUrl(MANIFEST_URL, {})).toBeUndefined();
    expect(remoteEntryUrl(MANIFEST_URL, { metaData: { remoteEntry: {} } })).toBeUndefined();
  });
});

describe('preloadRemoteScripts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds one script preload per URL, once, without crossorigin like the script tags that follow', () => {
    preloadRemoteScripts(['https://cdn.example.com/a.js', 'https://cdn.example.com/b.js']);
    preloadRemoteScripts(['https://cdn.example.com/a.js']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('as'), l.href, l.hasAttribute('crossorigin')])).toEqual([
      ['preload', 'script', 'https://cdn.example.com/a.js', false],
      ['preload', 'script', 'https://cdn.example.com/b.js', false],
    ]);
  });
});
