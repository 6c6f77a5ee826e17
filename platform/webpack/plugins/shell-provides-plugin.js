/**
 * Writes files.shellProvides (provided-shared.json, shared/workspace.json) into the shell's build: the versions of the
 * singletons it provides remotes and of the federation runtime, which the release judges
 * remotes against before any browser runs.
 */
const webpack = require('webpack');
const { FILES } = require('../../workspace/index.js');
const { shellProvides } = require('../singletons');

class ShellProvidesPlugin {
  /** @param {Record<string, string>} [packages] singletons built from other installed copies (providedShared) */
  constructor(packages) {
    this.packages = packages;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellProvidesPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'ShellProvidesPlugin', stage }, () => {
        compilation.emitAsset(FILES.shellProvides, new webpack.sources.RawSource(`${JSON.stringify(shellProvides(this.packages), null, 2)}\n`));
      });
    });
  }
}

module.exports = { ShellProvidesPlugin };
