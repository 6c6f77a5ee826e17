/**
 * What a remote exposes: one module per page it declares (its pages.json), by convention at
 * src/exposes/<Module>.tsx. Its federation container is built with these (remote-config.js),
 * and the bench's single bundle compiles the same modules into the shell
 * (platform/tools/bench/compared/).
 */
const path = require('node:path');
const { declaredPages } = require('../../declarations/index.js');
const { appFolder, rootDir } = require('../../workspace/index.js');

/** The federation plugin's "exposes" for these pages: `{ './Module': './src/exposes/Module.tsx' }`. */
function exposesOf(pages) {
  return Object.fromEntries(pages.map(({ module }) => [`./${module}`, `./src/exposes/${module}.tsx`]));
}

/**
 * The modules the remote `name` of the repository at `root` exposes, each with its file's
 * absolute path: `[{ remote, module, file }]`.
 */
function remoteExposes(name, root = rootDir) {
  const appDir = path.join(root, appFolder(name));
  return Object.entries(exposesOf(declaredPages(name, root))).map(([key, file]) => ({ remote: name, module: key.slice(2), file: path.join(appDir, file) }));
}

module.exports = { exposesOf, remoteExposes };
