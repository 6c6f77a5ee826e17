/**
 * platform/tools/bench's face: the measurements, each a run its command starts (bench.mjs,
 * lighthouse.mjs, growth.mjs, dev-refresh-timing.mjs, release-under-load.mjs, screenshots.mjs
 * read their arguments and call one of these). No other platform folder imports the bench.
 *   compared/     runBench: the federated site against a single bundle of the same source
 *                 (and an earlier commit's build); benchPlan (figures/) reads its options
 *   lighthouse/   runLighthouse: Lighthouse on every path-mode route
 *   growth/       runGrowth: what more posts cost the build, the prerender and the pages
 *   dev-refresh/  timeDevRefresh: from a saved edit to the page showing it under npm run dev
 *   bucket/       releaseUnderLoad: releases and rollbacks on a bucket while visitors loop
 *   visits/       takeScreenshots; the phone visits the bench times (measure-*.mjs)
 *   account/      the module-level account: what the federated site downloads beyond the
 *                 single bundle, module by module (runBench prints it)
 *   figures/      medians, the plan of a run, the printed tables
 */
export { benchPlan } from './figures/bench-plan.mjs';
export { runBench } from './compared/run-bench.mjs';
export { runLighthouse } from './lighthouse/run-lighthouse.mjs';
export { runGrowth } from './growth/run-growth.mjs';
export { timeDevRefresh } from './dev-refresh/time-refresh.mjs';
export { releaseUnderLoad } from './bucket/switches-under-load.mjs';
export { DEFAULT_ROUTES, takeScreenshots } from './visits/take-screenshots.mjs';
