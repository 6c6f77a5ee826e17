/**
 * Built by val-loader (webpack) and platform/tools/test-runner/jest-transform.js (jest): the cards of
 * each list the hub shows, with how many cards each list has, from
 * remote-resources/content/*.md (build/content-files.js). No bodies, and no other page.
 */
const { contentModule } = require('../../../build/content-files');
const { loadResources } = require('../../../build/resources-content');

module.exports = (options = {}, loaderContext = undefined) =>
  contentModule(loadResources(), options, loaderContext, ({ latest, counts }) => ({ latest, counts }));
