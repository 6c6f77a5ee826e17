/**
 * Built by val-loader (webpack) and platform/test-runner/jest-transform.js (jest): the hub's
 * list from remote-resources/content/*.md, checked, without the articles' bodies.
 */
const { moduleSource } = require('../../../platform/content/module-source');
const { loadResources, valResult } = require('../../build/resources-content');

module.exports = (options = {}) => {
  const { resources, files } = loadResources();
  return valResult(moduleSource({ resources }, options), files);
};
