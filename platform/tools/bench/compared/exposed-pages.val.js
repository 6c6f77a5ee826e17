/**
 * Benchmark only, built by val-loader into the single bundle (load-local-page.ts): every page a
 * remote exposes, as a lazy import of the module its federation container exposes. The remotes
 * and their pages are read from what the apps declare (shared/workspace.json, each remote's
 * pages.json, through platform/webpack's remoteExposes), so no file of this folder names an
 * app's source, and a remote or a page added the way docs/architecture.md says is compiled in too.
 */
const { remoteExposes } = require('../../../webpack/index.js');
const { declarationFile, REMOTES, rootDir } = require('../../../workspace/index.js');
const path = require('node:path');

/** The module's source: `export default { 'remote/Module': () => import('/abs/file.tsx'), ... }`. */
function exposedPagesSource(exposes) {
  const entries = exposes.map(({ remote, module, file }) => `  ${JSON.stringify(`${remote}/${module}`)}: () => import(${JSON.stringify(file)}),`);
  return `export default {\n${entries.join('\n')}\n};\n`;
}

module.exports = () => ({
  code: exposedPagesSource(REMOTES.flatMap((name) => remoteExposes(name))),
  cacheable: true,
  dependencies: [require.resolve('../../../../shared/workspace.json'), ...REMOTES.map((name) => path.join(rootDir, declarationFile(name)))],
});
module.exports.exposedPagesSource = exposedPagesSource;
