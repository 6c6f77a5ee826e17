/**
 * lucide-react's icon factory as the module a remote's icons import it from
 * (lucide-react/dist/esm/createLucideIcon.mjs, whose default export it is): the shell hands this
 * one to remotes (shell-modules.ts, LIBRARY_PARTS in platform/webpack/singletons.js), so every
 * icon of a visit is made by the shell's copy. Written through the package's entry, which
 * exports the same function and has its types.
 */
export { createLucideIcon as default } from 'lucide-react';
