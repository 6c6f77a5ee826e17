/**
 * Built by val-loader (webpack) and platform/tools/test-runner/jest-transform.js (jest): the
 * lucide-react icon of every name the content uses, for the cards and articles that arrive as
 * JSON (which names its icons). As many as the content has different icons, not posts.
 */
const { IconRef, moduleSource } = require('../../../platform/content/index.js');
const { loadResources, valResult } = require('../../build/resources-content');

module.exports = (options = {}) => {
  const { resources, files } = loadResources();
  const names = [...new Set(resources.map(({ icon }) => icon.name))].sort();
  return valResult(moduleSource({ contentIcons: Object.fromEntries(names.map((name) => [name, new IconRef(name)])) }, options), files);
};
