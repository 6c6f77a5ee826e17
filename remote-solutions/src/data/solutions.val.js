/**
 * Built by val-loader (webpack) and platform/tools/test-runner/jest-transform.js (jest): the solutions
 * catalogue from remote-solutions/content/solutions.yaml, checked against the categories.
 */
const { moduleSource } = require('../../../platform/content/index.js');
const { loadCatalogue } = require('../../build/solutions-content');

module.exports = (options = {}) => {
  const { solutionsByCategory, files } = loadCatalogue();
  return { code: moduleSource({ solutionsByCategory }, options), cacheable: true, dependencies: files };
};
