/**
 * jest's counterpart of val-loader: a `*.val.js` module runs at build time and returns the
 * source of the module that takes its place (https://github.com/webpack-contrib/val-loader).
 * jest runs it the same way, with the same content readers handed in, asking for CommonJS. Its result depends on content files and on
 * the build code that checks them, so jest's cache key covers both, not this file's text alone.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { rootDir } = require('../../workspace/index.js');

const isProjectFile = (file) => file.startsWith(rootDir + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);

/** Runs the module with fresh copies of the project's build code; returns its result and the code it ran. */
function run(filename) {
  for (const file of Object.keys(require.cache)) if (isProjectFile(file)) delete require.cache[file];
  const result = require(filename)({ moduleFormat: 'commonjs', content: require('../../content/index.js') });
  return { result, code: Object.keys(require.cache).filter(isProjectFile) };
}

module.exports = {
  process(_source, filename) {
    return { code: run(filename).result.code };
  },
  getCacheKey(source, filename) {
    const { result, code } = run(filename);
    const hash = crypto.createHash('sha256').update(source);
    for (const file of [...code, ...(result.dependencies ?? [])].sort()) hash.update(file).update(fs.readFileSync(file));
    return hash.digest('hex');
  },
};
