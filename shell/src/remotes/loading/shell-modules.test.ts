import { PROVIDED_SHARED } from '../../environment';
import { shellModules } from './shell-modules';

describe('the modules the shell hands to remotes', () => {
  // PROVIDED_SHARED is the build's one list of singletons (platform/webpack/singletons.js), as the
  // shell is built with it; the instances cannot be generated from a list (a bundler needs
  // static imports), so this is what keeps the two in step.
  it('are an instance for every key the build says the shell provides, and no other', () => {
    expect(Object.keys(shellModules).sort()).toEqual(Object.keys(PROVIDED_SHARED).sort());
  });

  it("give lucide-react's icon factory as the module its icons import: the function as its default export", async () => {
    const { createLucideIcon } = await import('lucide-react');
    expect((shellModules['lucide-react/dist/esm/createLucideIcon.mjs'] as { default: unknown }).default).toBe(createLucideIcon);
  });

  it('are the modules themselves, not a placeholder', () => {
    for (const [key, module] of Object.entries(shellModules)) {
      expect([key, typeof module]).toEqual([key, 'object']);
      expect([key, Object.keys(module as object).length > 0]).toEqual([key, true]);
    }
  });
});
