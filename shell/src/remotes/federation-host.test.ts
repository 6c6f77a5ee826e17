import * as siteShared from '@site/shared';
import * as react from 'react';
import { federation, providedVersions } from './federation-host';
import { provideShellModules } from './provided-modules';
import { shellModules } from './shell-modules';

describe('federation host', () => {
  it('has a module instance for every key the build provides, and no other', () => {
    expect(Object.keys(shellModules).sort()).toEqual(Object.keys(providedVersions).sort());
    for (const [key, module] of Object.entries(shellModules)) {
      expect([key, typeof module]).toEqual([key, 'object']);
    }
  });

  it('offers remotes the very instances the shell runs on, as singletons, once the shell provides them', async () => {
    let settled = false;
    const storeFactory = federation.loadShare<typeof siteShared>('@site/shared').then((factory) => {
      settled = true;
      return factory;
    });
    // A remote that asks before the shell's bootstrap has run waits for it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    provideShellModules(shellModules);
    const store = await storeFactory;
    // The store and React's hooks are the shell's own objects, not copies.
    expect(store && store()?.siteStore).toBe(siteShared.siteStore);
    const reactFactory = await federation.loadShare<typeof react>('react');
    expect(reactFactory && reactFactory()?.useState).toBe(react.useState);
    const registered = federation.shareScopeMap.default?.['@site/shared']?.[providedVersions['@site/shared'].version];
    expect(registered?.shareConfig).toMatchObject({ singleton: true, requiredVersion: '^1.0.0' });
  });
});
