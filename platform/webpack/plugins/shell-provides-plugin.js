/**
 * Writes files.shellProvides (provided-shared.json, shared/workspace.json) into the shell's build: the versions of the
 * singletons it provides remotes and of the federation runtime, which the release judges
 * remotes against before any browser runs.
 */
const { FILES } = require('../../workspace/index.js');
const { shellProvides } = require('../singletons');
const { JsonFilePlugin } = require('./json-file-plugin');

class ShellProvidesPlugin extends JsonFilePlugin {
  /** @param {Record<string, string>} [packages] singletons built from other installed copies (providedShared) */
  constructor(packages) {
    super(FILES.shellProvides, () => shellProvides(packages));
  }
}

module.exports = { ShellProvidesPlugin };
