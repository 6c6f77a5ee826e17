/**
 * For the tests (platform/tools/test-runner/jest-transform.js runs it in Node, as val-loader runs the
 * content modules for webpack): every content file the build writes, with its text, and the
 * concrete paths of the remote's patterns that its build lists (its articles and list pages).
 */
const { contentModule } = require('../../build/content-files');
const { loadResources } = require('../../build/resources-content');

module.exports = (options = {}) => {
  const loaded = loadResources();
  return contentModule(loaded, options, undefined, ({ files }) => ({ contentFiles: files, listedPaths: loaded.listedPaths }));
};
