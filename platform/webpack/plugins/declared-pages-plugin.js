/**
 * Writes the remote's checked declaration beside its manifest, as pages.json: its prefixes (as
 * shared/workspace.json gave them to this build) and its pages. The release reads the
 * candidate's own (platform/release/gate/release-decisions.mjs, candidatePages), whoever built it, the
 * deploy the live versions' (platform/html/site-pages-html.mjs), and a preview tab the
 * candidate's, pinned through mf-integrity.json (shell/src/remotes/preview/preview-check.ts):
 * the prefixes are how a preview of a new area's first release knows where its pages go.
 */
const { FILES } = require('../../workspace/index.js');
const { JsonFilePlugin } = require('./json-file-plugin');

/** The file the plugin writes: the declaration's name in shared/workspace.json. */
const DECLARATION_FILE = FILES.declaration;

class DeclaredPagesPlugin extends JsonFilePlugin {
  /** @param {{ prefixes: string[], pages: object[] }} declaration */
  constructor(declaration) {
    super(DECLARATION_FILE, () => declaration);
    this.declaration = declaration;
  }
}

module.exports = { DeclaredPagesPlugin, DECLARATION_FILE };
