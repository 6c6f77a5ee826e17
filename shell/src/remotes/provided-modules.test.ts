describe('provided modules', () => {
  // A fresh module per test: the hand-over happens once per page.
  let api: typeof import('./provided-modules');
  beforeEach(() => {
    jest.isolateModules(() => {
      api = require('./provided-modules');
    });
  });

  it('hands over the shell instance once the bootstrap provides it, also to a request made before', async () => {
    const react = { useState: () => undefined };
    const early = api.providedModule('react');
    api.provideShellModules({ react });
    await expect(early).resolves.toBe(react);
    await expect(api.providedModule('react')).resolves.toBe(react);
  });

  it('refuses a key the shell does not provide, so a remote falls back on a clear error', async () => {
    api.provideShellModules({ react: {} });
    await expect(api.providedModule('lodash')).rejects.toThrow('The shell does not provide "lodash"');
  });
});
