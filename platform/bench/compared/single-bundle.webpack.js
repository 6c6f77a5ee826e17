/**
 * Benchmark only: the shell with every remote page compiled in (no Module Federation), built
 * from the same source, so the benchmark can compare the federated site against it. The shell
 * has no federation plugin (its runtime is a chunk the loader imports); swapping its remote
 * loader is enough, and leaves the runtime out.
 */
const path = require('node:path');
const webpack = require('webpack');
const makeShellConfig = require('../../../shell/webpack.config.js');

module.exports = (env, argv) => {
  const config = makeShellConfig(env, { ...argv, mode: 'production' });
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/[\\/]load-remote-page$/, path.join(__dirname, 'load-local-page.ts')),
  );
  // A stand-in that lacks a name the shell imports must stop the build, not leave `undefined`
  // to throw at run time in the build being measured.
  config.module.parser = { ...config.module.parser, javascript: { exportsPresence: 'error' } };
  config.output.path = path.resolve(__dirname, '../../../.bench/single-dist');
  config.output.uniqueName = 'single';
  return config;
};
