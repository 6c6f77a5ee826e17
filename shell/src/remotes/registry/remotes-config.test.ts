import { REMOTE_NAMES } from './remote-pages';
import { fetchRemotesConfig, parseRemotesConfig, RemotesConfigError } from './remotes-config';

const base = 'https://www.example.com/remotes.json';
/**
 * Versions of the areas added since the spec's three (npm run new-area): remotes.json names
 * every remote the shell knows, so each case below names them too, and is about the spec's.
 */
const added = Object.fromEntries(REMOTE_NAMES.filter((name) => !['solutions', 'resources', 'contact'].includes(name)).map((name) => [name, `https://cdn.example.com/${name}/mf-manifest.json`]));
const withAdded = (json: Record<string, unknown>) => ({ ...json, ...added });

describe('parseRemotesConfig', () => {
  it('accepts absolute URLs and resolves relative ones against remotes.json', () => {
    expect(
      parseRemotesConfig(
        withAdded({
          solutions: 'https://cdn.example.com/solutions/2.3.1/mf-manifest.json',
          resources: '/cdn/resources/mf-manifest.json',
          contact: 'contact/mf-manifest.json',
        }),
        base,
      ),
    ).toMatchObject({
      solutions: { manifest: 'https://cdn.example.com/solutions/2.3.1/mf-manifest.json' },
      resources: { manifest: 'https://www.example.com/cdn/resources/mf-manifest.json' },
      contact: { manifest: 'https://www.example.com/contact/mf-manifest.json' },
    });
  });

  it('reads a pinned version: its manifest and the SHA-384 of the manifest and of its integrity map', () => {
    const integrity = { manifest: `sha384-${'a'.repeat(64)}`, files: `sha384-${'b'.repeat(63)}=` };
    const pinned = { manifest: 'https://cdn.example.com/contact/3f2a/mf-manifest.json', integrity };
    expect(parseRemotesConfig(withAdded({ solutions: 's', resources: 'r', contact: pinned }), base).contact).toEqual(pinned);
  });

  it.each([
    ['not an object', 'x'],
    ['an array', []],
    ['null', null],
    ['a missing remote', { solutions: 'a', resources: 'b' }],
    ['an empty URL', { solutions: '', resources: 'b', contact: 'c' }],
    ['a non-http scheme', { solutions: 'javascript:alert(1)', resources: 'b', contact: 'c' }],
    ['a pin that is not a hash', { solutions: 'a', resources: 'b', contact: { manifest: 'c', integrity: { manifest: 'md5-x', files: 'sha384-abc' } } }],
    ['a pin of the manifest alone', { solutions: 'a', resources: 'b', contact: { manifest: 'c', integrity: { manifest: 'sha384-abc' } } }],
    ['an entry without a manifest', { solutions: 'a', resources: 'b', contact: { integrity: {} } }],
  ])('refuses %s', (_label, json) => {
    const withOthers = json && typeof json === 'object' && !Array.isArray(json) ? withAdded(json) : json;
    expect(() => parseRemotesConfig(withOthers, base)).toThrow(RemotesConfigError);
  });
});

describe('a remote added since the shell was built (npm run new-area, then its release)', () => {
  const names = [...REMOTE_NAMES, 'new-area-example'];
  const live = withAdded({ solutions: 's', resources: 'r', contact: 'c' });

  it('is read when remotes.json runs a version of it', () => {
    const config = parseRemotesConfig({ ...live, 'new-area-example': 'https://cdn.example.com/new-area-example/1/mf-manifest.json' }, base, names);
    expect(config['new-area-example']).toEqual({ manifest: 'https://cdn.example.com/new-area-example/1/mf-manifest.json' });
  });

  it('may be missing (its first release is still a preview), while a built one may not', () => {
    expect(Object.keys(parseRemotesConfig(live, base, names))).not.toContain('new-area-example');
    expect(() => parseRemotesConfig({ ...live, contact: undefined }, base, names)).toThrow('remotes.json has no manifest URL for "contact"');
  });
});

describe('fetchRemotesConfig', () => {
  it('reports an HTTP error as a config error', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 500 });
    await expect(fetchRemotesConfig(base, fetchImpl)).rejects.toThrow('remotes.json answered 500');
  });
  it('fetches without the HTTP cache so a redeploy is seen at once', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({
      ok: true,
      url: base,
      json: () => Promise.resolve(withAdded({ solutions: 's', resources: 'r', contact: 'c' })),
    });
    await fetchRemotesConfig(base, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(base, { cache: 'no-cache' });
  });
});
