import { fromUrl, normalizePath, parseTarget, toHref } from './location';

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/solutions/', '/solutions'],
    ['//solutions//', '/solutions'],
    ['/a/./b/../c', '/a/b/c'],
    ['/resources/blog/x?utm=1', '/resources/blog/x'],
    ['/%E0%A4%A', '/%E0%A4%A'],
    ['/caf%C3%A9', '/café'],
    ['/with\u0000control', '/withcontrol'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('keeps an encoded slash inside its segment', () => {
    expect(normalizePath('/resources/blog/%3Cscript%3E%3C%2Fscript%3E').split('/')).toHaveLength(4);
  });

  it('cuts absurdly long input instead of rendering it all', () => {
    expect(normalizePath(`/${'a'.repeat(10_000)}`).length).toBeLessThanOrEqual(512);
  });
});

describe('parseTarget', () => {
  it('splits path and in-page hash', () => {
    expect(parseTarget('/solutions#sales')).toEqual({ path: '/solutions', hash: 'sales' });
  });
  it('keeps the current path for a bare hash', () => {
    expect(parseTarget('#blog-section', { path: '/resources', hash: '' })).toEqual({
      path: '/resources',
      hash: 'blog-section',
    });
  });
  it('decodes the hash and survives malformed percent-encoding', () => {
    expect(parseTarget('/solutions#sales%20crm')).toEqual({ path: '/solutions', hash: 'sales crm' });
    expect(parseTarget('/solutions#%E0%A4%A')).toEqual({ path: '/solutions', hash: '%E0%A4%A' });
  });
  it('keeps a second "#" inside the in-page hash', () => {
    expect(parseTarget('/a#b#c')).toEqual({ path: '/a', hash: 'b#c' });
  });
});

describe('toHref', () => {
  it('formats hash mode', () => {
    expect(toHref({ path: '/', hash: '' }, 'hash')).toBe('/#/');
    expect(toHref({ path: '/solutions', hash: 'sales' }, 'hash')).toBe('/#/solutions#sales');
    expect(toHref({ path: '/resources/blog/a-b', hash: '' }, 'hash', '/site/')).toBe('/site/#/resources/blog/a-b');
  });
  it('formats path mode', () => {
    expect(toHref({ path: '/', hash: '' }, 'path')).toBe('/');
    expect(toHref({ path: '/solutions', hash: 'sales' }, 'path')).toBe('/solutions#sales');
    expect(toHref({ path: '/about', hash: '' }, 'path', '/site')).toBe('/site/about');
  });
  it('encodes what would otherwise break the URL', () => {
    expect(toHref({ path: '/a b', hash: 'x y' }, 'hash')).toBe('/#/a%20b#x%20y');
    expect(toHref({ path: '/x', hash: '<script>' }, 'path')).toBe('/x#%3Cscript%3E');
  });
});

describe('fromUrl', () => {
  it('reads hash mode', () => {
    expect(fromUrl({ pathname: '/', hash: '' }, 'hash')).toEqual({ path: '/', hash: '' });
    expect(fromUrl({ pathname: '/', hash: '#/' }, 'hash')).toEqual({ path: '/', hash: '' });
    expect(fromUrl({ pathname: '/', hash: '#/solutions#sales' }, 'hash')).toEqual({ path: '/solutions', hash: 'sales' });
    expect(fromUrl({ pathname: '/', hash: '#/resources/blog/a%20b' }, 'hash')).toEqual({
      path: '/resources/blog/a b',
      hash: '',
    });
  });
  it('treats a hash without a leading slash as an anchor on the home page', () => {
    expect(fromUrl({ pathname: '/', hash: '#main-content' }, 'hash')).toEqual({ path: '/', hash: 'main-content' });
  });
  it('reads path mode with and without a base path', () => {
    expect(fromUrl({ pathname: '/solutions', hash: '#sales' }, 'path')).toEqual({ path: '/solutions', hash: 'sales' });
    expect(fromUrl({ pathname: '/site/about', hash: '' }, 'path', '/site/')).toEqual({ path: '/about', hash: '' });
    expect(fromUrl({ pathname: '/index.html', hash: '' }, 'path')).toEqual({ path: '/', hash: '' });
  });
  it('round-trips every route through both modes', () => {
    const targets = ['/', '/solutions', '/solutions#humanResources', '/resources#blog-section', '/resources/blog/some-slug'];
    for (const mode of ['hash', 'path'] as const) {
      for (const target of targets) {
        const location = parseTarget(target);
        const url = new URL(toHref(location, mode), 'http://example.com');
        expect(fromUrl(url, mode)).toEqual(location);
      }
    }
  });
});
