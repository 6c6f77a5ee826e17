/**
 * Writes the remote's checked declaration beside its manifest, as pages.json: its prefixes (as
 * shared/workspace.json gave them to this build) and its pages. The release reads the
 * candidate's own (platform/release/gate/release-decisions.mjs, candidatePages), whoever built it, the
 * deploy the live versions' (platform/html/site-pages-html.mjs), and a preview tab the
 * candidate's, pinned through mf-integrity.json (shell/src/remotes/preview/preview-check.ts):
 * the prefixes are how a preview of a new area's first release knows where its pages go.
 */
const webpack = require('webpack');
const { FILES } = require('../../workspace/index.js');

/** The file the plugin writes: the declaration's name in shared/workspace.json. */
const DECLARATION_FILE = FILES.declaration;

class DeclaredPagesPlugin {
  /** @param {{ prefixes: string[], pages: object[] }} declaration */
  constructor(declaration) {
    this.declaration = declaration;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DeclaredPagesPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'DeclaredPagesPlugin', stage }, () => {
        compilation.emitAsset(DECLARATION_FILE, new webpack.sources.RawSource(`${JSON.stringify(this.declaration, null, 2)}\n`));
      });
    });
  }
}

module.exports = { DeclaredPagesPlugin, DECLARATION_FILE };
