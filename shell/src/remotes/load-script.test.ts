import { loadScript } from './load-script';

describe('loadScript', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });
  const script = () => document.head.querySelector('script');

  it('adds an async script and settles when it has run', async () => {
    const loaded = loadScript('https://cdn.example.com/contact/remoteEntry.js');
    expect(script()?.src).toBe('https://cdn.example.com/contact/remoteEntry.js');
    expect(script()?.async).toBe(true);
    script()!.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects on an error and removes the tag, so a retry adds a fresh one', async () => {
    const failed = loadScript('https://cdn.example.com/contact/remoteEntry.js');
    script()!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load https://cdn.example.com/contact/remoteEntry.js');
    expect(script()).toBeNull();
  });
});
