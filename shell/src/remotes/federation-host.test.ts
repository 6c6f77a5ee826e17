import * as siteShared from '@site/shared';
import * as react from 'react';
import { federation, providedModules, providedVersions } from './federation-host';

describe('federation host', () => {
  it('has a module instance for every key the build provides, and no other', () => {
    expect(Object.keys(providedModules).sort()).toEqual(Object.keys(providedVersions).sort());
    for (const [key, module] of Object.entries(providedModules)) {
      expect([key, typeof module]).toEqual([key, 'object']);
    }
  });

  it('offers remotes the very instances the shell runs on, as singletons', async () => {
    const store = await federation.loadShare<typeof siteShared>('@site/shared');
    // The store and React's hooks are the shell's own objects, not copies.
    expect(store && store()?.siteStore).toBe(siteShared.siteStore);
    const reactFactory = await federation.loadShare<typeof react>('react');
    expect(reactFactory && reactFactory()?.useState).toBe(react.useState);
    const registered = federation.shareScopeMap.default?.['@site/shared']?.[providedVersions['@site/shared'].version];
    expect(registered?.shareConfig).toMatchObject({ singleton: true, requiredVersion: '^1.0.0' });
  });
});
