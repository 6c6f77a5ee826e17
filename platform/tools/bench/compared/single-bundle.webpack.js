/**
 * Benchmark only: what the single-bundle build changes in the shell's own build, merged onto it
 * by webpack's --merge (single-bundle.mjs runs the shell's build script with both). Every remote
 * page is compiled into the shell (no Module Federation), from the same source, so the benchmark
 * can compare the federated site against it. The shell has no federation plugin (its runtime is
 * a chunk the loader imports); swapping its remote loader is enough, and leaves the runtime out.
 */
const path = require('node:path');
const webpack = require('webpack');
const { rootDir } = require('../../../workspace/index.js');

/** Where the single bundle is built: served by the bench as the shell's folder. */
const SINGLE_DIST = path.join(rootDir, '.bench/single-dist');

module.exports = () => ({
  plugins: [new webpack.NormalModuleReplacementPlugin(/[\\/]load-remote-page$/, path.join(__dirname, 'load-local-page.ts'))],
  module: {
    // A stand-in that lacks a name the shell imports must stop the build, not leave `undefined`
    // to throw at run time in the build being measured.
    parser: { javascript: { exportsPresence: 'error' } },
  },
  output: { path: SINGLE_DIST, uniqueName: 'single' },
});
module.exports.SINGLE_DIST = SINGLE_DIST;
