/**
 * Development only: a loader for the apps' .tsx modules, added by platform/webpack/development.js after
 * ts-loader. It appends a call to refresh-boundary.js, which lets a module that exports
 * components take an edit in place when its other exports (a style helper like buttonStyles,
 * a CSS string, a page's description) are unchanged. See that file for why.
 */
const boundary = JSON.stringify(require.resolve('./refresh-boundary.js'));

module.exports = function refreshBoundaryLoader(source, map) {
  this.callback(
    null,
    `${source}\n\nimport { acceptComponentModule as __siteAcceptComponentModule } from ${boundary};\n` +
      `if (import.meta.webpackHot) __siteAcceptComponentModule(__webpack_module__, import.meta.webpackHot);\n`,
    map,
  );
};
