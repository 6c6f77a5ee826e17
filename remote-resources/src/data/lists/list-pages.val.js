/**
 * Built by val-loader (webpack) and platform/tools/test-runner/jest-transform.js (jest): the file of
 * every page of each list, pinned by its hash (build/content-files.js). Only the older-posts
 * pages import it.
 */
const { contentModule } = require('../../../build/content-files');
const { loadResources } = require('../../../build/resources-content');

module.exports = (options = {}, loaderContext = undefined) =>
  contentModule(loadResources(), options, loaderContext, ({ listPages }) => ({ listPages }));
