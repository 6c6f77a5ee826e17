/**
 * Built by val-loader (webpack) and platform/tools/test-runner/jest-transform.js (jest): the solution
 * categories and the footer's list from shared/content/categories.yaml, checked. Both hand in
 * the platform's content readers (`content`), so the contract imports nothing of the platform.
 */
module.exports = ({ content, ...options }) => {
  const { categories, footer, files } = content.loadCategories();
  return { code: content.moduleSource({ categories, footerCategoryKeys: footer }, options), cacheable: true, dependencies: files };
};
