import { yieldToMain } from '../app/yield-to-main';

/**
 * The hand-over of the shell's modules (shell-modules.ts) to the share scope remotes read
 * (container-host.ts). The remote loader does not import React itself, so on a first visit it
 * can start on the remote (entry, container, page chunks) while React is still downloading;
 * only the remote's page modules wait here until the shell's bootstrap has provided them.
 */
let provide: (modules: Record<string, unknown>) => void;
const provided = new Promise<Record<string, unknown>>((resolve) => {
  provide = resolve;
});

/** Called once by the bootstrap, with the instances the shell runs on. */
export function provideShellModules(modules: Record<string, unknown>): void {
  provide(modules);
}

/** The shell's instance of a module, once the bootstrap has provided them. */
export function providedModule(key: string): Promise<unknown> {
  return provided.then(async (modules) => {
    if (!(key in modules)) throw new Error(`The shell does not provide "${key}"`);
    // A remote page waiting for React runs its modules in a task after the bootstrap's,
    // not in one long task with it.
    await yieldToMain();
    return modules[key];
  });
}
