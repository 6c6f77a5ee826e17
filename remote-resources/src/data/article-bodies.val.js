/**
 * Built by val-loader (webpack) and platform/test-runner/jest-transform.js (jest): each
 * published article's body from remote-resources/content/*.md, parsed at build time into the
 * tree the article page renders. Only the article page imports it.
 */
const { moduleSource } = require('../../../platform/content/module-source');
const { loadResources, valResult } = require('../../build/resources-content');

module.exports = (options = {}) => {
  const { bodies, files } = loadResources();
  return valResult(moduleSource({ articleBodies: bodies }, options), files);
};
