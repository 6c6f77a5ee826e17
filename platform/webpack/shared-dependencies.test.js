/**
 * The federation plugin's "shared" option every remote is built with (singletons.js,
 * sharedDependencies): each singleton at the range given, its provided subpaths named with the
 * same range. A module shared only through a prefix ("zustand/") is required at package.json's
 * range instead, so a remote built for a wider range would still ask the old one of zustand/vanilla.
 */
const { sharedDependencies } = require('./singletons');

test('a range given for a singleton reaches the subpaths the shell provides, each shared as a singleton', () => {
  const shared = sharedDependencies({ react: '^19.3.1', 'react-dom': '^19.3.1', zustand: '^5.0.16 || ^5.1.0', '@emotion/react': '^11.14.0', '@emotion/styled': '^11.14.1' });
  for (const key of ['zustand', 'zustand/', 'zustand/vanilla', 'zustand/react']) {
    expect([key, shared[key]]).toEqual([key, { singleton: true, requiredVersion: '^5.0.16 || ^5.1.0' }]);
  }
  expect(shared['react/jsx-runtime']).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
  expect(shared['react-dom/client']).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
  // A package none of whose subpaths the shell provides is shared by its name alone.
  expect(Object.keys(shared).filter((key) => key.startsWith('@emotion/react'))).toEqual(['@emotion/react']);
});

test("a library part is shared alone, by its path in node_modules, at its package's range: not its package", () => {
  const shared = sharedDependencies({ react: '^19.3.1', 'react-dom': '^19.3.1', zustand: '^5.1.0', '@emotion/react': '^11.14.0', '@emotion/styled': '^11.14.1', 'lucide-react': '^1.75.0' });
  expect(shared['lucide-react/dist/esm/createLucideIcon.mjs']).toMatchObject({ singleton: false, requiredVersion: '^1.75.0', allowNodeModulesSuffixMatch: true });
  expect(shared['lucide-react']).toBeUndefined();
  expect(shared['lucide-react/']).toBeUndefined();
});
