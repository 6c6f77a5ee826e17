/**
 * Benchmark only: the single bundle loads no remotes, so it hands no modules over.
 * Replaces shell/src/remotes/shell-modules.ts, whose namespace imports would otherwise keep
 * whole packages in the single bundle that only the federated build needs.
 */
export const shellModules: Record<string, unknown> = {};
