/**
 * Built by val-loader (webpack) and platform/test-runner/jest-transform.js (jest): the hub's
 * first page of each list, with how many cards each list has, from
 * remote-resources/content/*.md (build/content-files.js). No bodies, and no other page.
 */
const { contentModule } = require('../../build/content-files');
const { loadResources } = require('../../build/resources-content');

module.exports = (options = {}, loaderContext = undefined) =>
  contentModule(loadResources(), options, loaderContext, ({ latest, counts, pageCounts }) => ({ latest, counts, pageCounts }));
