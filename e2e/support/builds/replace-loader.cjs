/** Webpack loader for variant builds in tests: plain string replacements in source files. */
module.exports = function replaceLoader(source) {
  const { replacements } = this.getOptions();
  return replacements.reduce((text, [from, to]) => text.split(from).join(to), source);
};
