import remoteApps from '@site/shared/workspace.json';
import { fetchRemotesConfig, parseRemotesConfig, RemotesConfigError } from './remotes-config';

const base = 'https://www.example.com/remotes.json';
/** The spec's three remotes; the cases are about them. */
const NAMES = ['solutions', 'resources', 'contact'];
/**
 * Versions of the areas added since the spec's three (npm run new-area): the shell is built with
 * them too, so each case's remotes.json names them, and is about the spec's.
 */
const added = Object.fromEntries(remoteApps.remotes.filter(({ name }) => !NAMES.includes(name)).map(({ name }) => [name, `https://cdn.example.com/${name}/mf-manifest.json`]));
const withAdded = (json: Record<string, unknown>) => ({ ...json, ...added });

describe('parseRemotesConfig', () => {
  it('accepts absolute URLs and resolves relative ones against remotes.json', () => {
    const { config, problems } = parseRemotesConfig(
      withAdded({
        solutions: 'https://cdn.example.com/solutions/2.3.1/mf-manifest.json',
        resources: '/cdn/resources/mf-manifest.json',
        contact: 'contact/mf-manifest.json',
      }),
      base,
      NAMES,
    );
    expect(problems).toEqual({});
    expect(config).toMatchObject({
      solutions: { manifest: 'https://cdn.example.com/solutions/2.3.1/mf-manifest.json' },
      resources: { manifest: 'https://www.example.com/cdn/resources/mf-manifest.json' },
      contact: { manifest: 'https://www.example.com/contact/mf-manifest.json' },
    });
  });

  it('reads a pinned version: its manifest and the SHA-384 of the manifest and of its integrity map', () => {
    const integrity = { manifest: `sha384-${'a'.repeat(64)}`, files: `sha384-${'b'.repeat(63)}=` };
    const pinned = { manifest: 'https://cdn.example.com/contact/3f2a/mf-manifest.json', integrity };
    expect(parseRemotesConfig({ solutions: 's', resources: 'r', contact: pinned }, base, NAMES).config.contact).toEqual(pinned);
  });

  it.each([
    ['not an object', 'x'],
    ['an array', []],
    ['null', null],
  ])('refuses a file that is %s whole', (_label, json) => {
    expect(() => parseRemotesConfig(json, base, NAMES)).toThrow(RemotesConfigError);
  });

  // One team's bad entry takes out that team's remote alone: the others load.
  it.each([
    ['a missing remote', { solutions: 'a', resources: 'b' }, 'remotes.json has no manifest URL for "contact"'],
    ['an empty URL', { solutions: 'a', resources: 'b', contact: '' }, 'remotes.json has no manifest URL for "contact"'],
    ['a non-http scheme', { solutions: 'a', resources: 'b', contact: 'javascript:alert(1)' }, 'remotes.json must use http(s) for "contact"'],
    ['a number', { solutions: 'a', resources: 'b', contact: 5 }, 'remotes.json has no manifest URL for "contact"'],
    ['a pin that is not a hash', { solutions: 'a', resources: 'b', contact: { manifest: 'c', integrity: { manifest: 'md5-x', files: 'sha384-abc' } } }, 'remotes.json pins "contact" with an integrity that is not a SHA hash'],
    ['a pin of the manifest alone', { solutions: 'a', resources: 'b', contact: { manifest: 'c', integrity: { manifest: 'sha384-abc' } } }, 'remotes.json pins "contact" with an integrity that is not a SHA hash'],
    ['an entry without a manifest', { solutions: 'a', resources: 'b', contact: { integrity: {} } }, 'remotes.json has no manifest URL for "contact"'],
  ])('reads %s as a problem of that remote alone', (_label, json, problem) => {
    const { config, problems } = parseRemotesConfig(withAdded(json), base, NAMES);
    expect(problems).toEqual({ contact: problem });
    expect(Object.keys(config)).toEqual(expect.arrayContaining(['solutions', 'resources']));
    expect(config).not.toHaveProperty('contact');
  });
});

describe('a remote added since the shell was built (npm run new-area, then its release)', () => {
  const names = [...NAMES, 'new-area-example'];
  const live = withAdded({ solutions: 's', resources: 'r', contact: 'c' });

  it('is read when remotes.json runs a version of it', () => {
    const { config } = parseRemotesConfig({ ...live, 'new-area-example': 'https://cdn.example.com/new-area-example/1/mf-manifest.json' }, base, names);
    expect(config['new-area-example']).toEqual({ manifest: 'https://cdn.example.com/new-area-example/1/mf-manifest.json' });
  });

  it('is simply not on the site when remotes.json does not name it (its first release still a preview, or rolled back)', () => {
    const { config, problems } = parseRemotesConfig(live, base, names);
    expect(Object.keys(config)).not.toContain('new-area-example');
    expect(problems).toEqual({});
  });
});

describe('fetchRemotesConfig', () => {
  it('reports an HTTP error as a config error', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 500 });
    await expect(fetchRemotesConfig(base, NAMES, fetchImpl)).rejects.toThrow('remotes.json answered 500');
  });
  it('reports a body that is not JSON as a config error', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, url: base, json: () => Promise.reject(new SyntaxError('Unexpected token')) });
    await expect(fetchRemotesConfig(base, NAMES, fetchImpl)).rejects.toThrow('remotes.json is not valid JSON');
  });
  it('fetches without the HTTP cache so a redeploy is seen at once', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, url: base, json: () => Promise.resolve({ solutions: 's', resources: 'r', contact: 'c' }) });
    await fetchRemotesConfig(base, NAMES, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(base, { cache: 'no-cache' });
  });
});
