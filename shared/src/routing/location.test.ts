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

  it('keeps an encoded "#" encoded, so that no path holds one', () => {
    expect(normalizePath('/a%23b')).toBe('/a%23b');
    expect(normalizePath('/a%2523b')).toBe('/a%23b');
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
    expect(toHref({ path: '/solutions', hash: 'sales' }, 'hash')).toBe('/#/solutions%23sales');
    expect(toHref({ path: '/', hash: 'top' }, 'hash')).toBe('/#/%23top');
    expect(toHref({ path: '/resources/blog/a-b', hash: '' }, 'hash', '/site/')).toBe('/site/#/resources/blog/a-b');
  });
  it('formats path mode', () => {
    expect(toHref({ path: '/', hash: '' }, 'path')).toBe('/');
    expect(toHref({ path: '/solutions', hash: 'sales' }, 'path')).toBe('/solutions#sales');
    expect(toHref({ path: '/about', hash: '' }, 'path', '/site')).toBe('/site/about');
  });
  it('encodes what would otherwise break the URL', () => {
    expect(toHref({ path: '/a b', hash: 'x y' }, 'hash')).toBe('/#/a%20b%23x%20y');
    expect(toHref({ path: '/a', hash: 'b#c' }, 'hash')).toBe('/#/a%23b%23c');
    expect(toHref({ path: '/a%23b', hash: '' }, 'hash')).toBe('/#/a%2523b');
  });
  it('writes a hash-mode href with a single "#", as the URL standard requires', () => {
    for (const hash of ['sales', 'b#c', '#', '%23', 'x y', '<script>']) {
      const href = toHref({ path: '/solutions', hash }, 'hash');
      expect(href.split('#')).toHaveLength(2);
      expect(new URL(href, 'http://example.com').href).toBe(`http://example.com${href}`);
    }
    expect(toHref({ path: '/x', hash: '<script>' }, 'path')).toBe('/x#%3Cscript%3E');
  });
});

describe('fromUrl', () => {
  it.each([
    [
      'reads hash mode',
      [
        ['', { path: '/', hash: '' }],
        ['#/', { path: '/', hash: '' }],
        ['#/solutions%23sales', { path: '/solutions', hash: 'sales' }],
        ['#/resources/blog/a%20b', { path: '/resources/blog/a b', hash: '' }],
      ],
    ],
    [
      'still reads the older hash-mode form, with a raw second "#" (pasted and bookmarked links)',
      [
        ['#/solutions#sales', { path: '/solutions', hash: 'sales' }],
        ['#/resources#blog-section', { path: '/resources', hash: 'blog-section' }],
        ['#/#top', { path: '/', hash: 'top' }],
        ['#/solutions#sales%20crm', { path: '/solutions', hash: 'sales crm' }],
      ],
    ],
    [
      'splits a hash-mode route at the first "#" or "%23", whichever comes first',
      [
        ['#/a%23b#c', { path: '/a', hash: 'b#c' }],
        ['#/a#b%23c', { path: '/a', hash: 'b#c' }],
        ['#/a%2523b', { path: '/a%23b', hash: '' }],
        ['#/solutions?x=1%23sales', { path: '/solutions', hash: 'sales' }],
      ],
    ],
  ] as const)('%s', (_rule, cases) => {
    // Each URL hash beside what it reads as, so that a failure names the hash.
    for (const [hash, location] of cases) expect([hash, fromUrl({ pathname: '/', hash }, 'hash')]).toEqual([hash, location]);
  });
  it('reads garbage in hash mode without throwing', () => {
    const garbage = ['#', '#/', '#%23', '#/%23', '#/#', '#/%23%23', '#/%E0%A4%A%23%E0%A4%A', '#/a%2', '#/a%23%', '#//%23/..#', `#/${'%23'.repeat(5000)}`, '#/\u0000%23\u0000'];
    for (const hash of garbage) {
      const location = fromUrl({ pathname: '/', hash }, 'hash');
      expect(location.path).toMatch(/^\/[^#]*$/);
      expect(location.hash.length).toBeLessThanOrEqual(512);
    }
    expect(fromUrl({ pathname: '/', hash: '#/%23' }, 'hash')).toEqual({ path: '/', hash: '' });
    expect(fromUrl({ pathname: '/', hash: '#/a%23%E0%A4%A' }, 'hash')).toEqual({ path: '/a', hash: '%E0%A4%A' });
    expect(fromUrl({ pathname: '/', hash: '#/a%23%' }, 'hash')).toEqual({ path: '/a', hash: '%' });
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
  it('round-trips anchors with special characters through both modes', () => {
    const anchors = ['b#c', '#', '##', '%23', '%', '%2523', 'a b', 'x/y?z=1&w', '<script>alert(1)</script>', 'café', '😀', "it's \"quoted\"", 'a%b#c%23d'];
    for (const mode of ['hash', 'path'] as const) {
      for (const hash of anchors) {
        for (const path of ['/', '/solutions', '/resources/blog/some-slug']) {
          const url = new URL(toHref({ path, hash }, mode, '/site/'), 'http://example.com');
          expect(fromUrl(url, mode, '/site/')).toEqual({ path, hash });
        }
      }
    }
  });
  it('round-trips a path segment that holds an encoded "#" without reading it as an anchor', () => {
    for (const mode of ['hash', 'path'] as const) {
      const location = parseTarget('/resources/blog/a%23b#c');
      expect(location).toEqual({ path: '/resources/blog/a%23b', hash: 'c' });
      expect(fromUrl(new URL(toHref(location, mode), 'http://example.com'), mode)).toEqual(location);
    }
  });
});
