/**
 * What the declared-pages and shell-provides plugins have in common: one JSON file added to the
 * build, at the stage where a build adds assets of its own, so that a remote's integrity map
 * (remote-integrity-plugin.js, at a later stage) pins it like the scripts. A subclass gives its
 * own name, which is the plugin's name in webpack's hooks and its stats.
 */
const webpack = require('webpack');

class JsonFilePlugin {
  /**
   * @param {string} file the file's name in the build
   * @param {() => unknown} content what it holds, read when the build writes it
   */
  constructor(file, content) {
    this.file = file;
    this.content = content;
  }

  apply(compiler) {
    const name = this.constructor.name;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name, stage }, () => {
        compilation.emitAsset(this.file, new webpack.sources.RawSource(`${JSON.stringify(this.content(), null, 2)}\n`));
      });
    });
  }
}

module.exports = { JsonFilePlugin };
