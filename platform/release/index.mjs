/**
 * The face of platform/release/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
export { evidenceLines } from './gate/playwright-evidence.mjs';
export { remoteCandidateDisagreement, singletonProblems } from './gate/singleton-compat.mjs';
export { compareScreen, describeFinding, differencePicture } from './gate/looks/index.mjs';
