import { allowScriptOrigins, checkScriptUrl, installScriptPolicy } from './trusted-types';

describe('the script URL policy', () => {
  it("admits the site's own scripts and those of the remotes' origins, nothing else", () => {
    installScriptPolicy();
    expect(checkScriptUrl('/app.1234abcd.js')).toBe('/app.1234abcd.js');
    expect(() => checkScriptUrl('https://cdn.example.com/contact/remoteEntry.js')).toThrow('https://cdn.example.com are not allowed');
    allowScriptOrigins(['https://cdn.example.com/contact/3f2a/mf-manifest.json']);
    expect(checkScriptUrl('https://cdn.example.com/contact/3f2a/remoteEntry.js')).toBe('https://cdn.example.com/contact/3f2a/remoteEntry.js');
    expect(() => checkScriptUrl('https://evil.example.net/x.js')).toThrow(TypeError);
  });

  it('is created as the "default" policy where the browser has Trusted Types', () => {
    const createPolicy = jest.fn();
    (window as unknown as { trustedTypes?: unknown }).trustedTypes = { createPolicy };
    installScriptPolicy();
    expect(createPolicy).toHaveBeenCalledWith('default', { createScriptURL: checkScriptUrl });
    delete (window as unknown as { trustedTypes?: unknown }).trustedTypes;
  });
});
