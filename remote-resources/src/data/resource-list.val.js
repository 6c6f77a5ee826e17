/**
 * Built by val-loader (webpack) and platform/tools/test-runner/jest-transform.js (jest): every card of
 * remote-resources/content/*.md, checked, with its article's file but not its body. No page
 * imports it (each fetches what it shows); the tests and tools that check the whole content do.
 */
const { contentModule } = require('../../build/content-files');
const { loadResources } = require('../../build/resources-content');

module.exports = (options = {}, loaderContext = undefined) => contentModule(loadResources(), options, loaderContext, ({ cards }) => ({ resources: cards }));
