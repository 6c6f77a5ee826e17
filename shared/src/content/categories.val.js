/**
 * Built by val-loader (webpack) and platform/test-runner/jest-transform.js (jest): the solution
 * categories and the footer's list from shared/content/categories.yaml, checked.
 */
const { moduleSource } = require('../../../platform/content/index.js');
const { loadCategories } = require('../../../platform/content/index.js');

module.exports = (options = {}) => {
  const { categories, footer, files } = loadCategories();
  return { code: moduleSource({ categories, footerCategoryKeys: footer }, options), cacheable: true, dependencies: files };
};
