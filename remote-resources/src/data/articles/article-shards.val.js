/**
 * Built by val-loader (webpack) and platform/tools/test-runner/jest-transform.js (jest): the shards
 * that name every article's file, pinned by their hashes (build/content-files.js). Only the
 * article page imports it.
 */
const { contentModule } = require('../../../build/content-files');
const { loadResources } = require('../../../build/resources-content');

module.exports = (options = {}, loaderContext = undefined) =>
  contentModule(loadResources(), options, loaderContext, ({ shards }) => ({ articleShards: shards }));
