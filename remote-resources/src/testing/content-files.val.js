/**
 * For the tests (platform/test-runner/jest-transform.js runs it in Node, as val-loader runs the
 * content modules for webpack): every content file the build writes, with its text.
 */
const { contentModule } = require('../../build/content-files');
const { loadResources } = require('../../build/resources-content');

module.exports = (options = {}) => contentModule(loadResources(), options, undefined, ({ files }) => ({ contentFiles: files }));
