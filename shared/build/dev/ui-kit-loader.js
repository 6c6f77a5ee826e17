/**
 * Development only: a loader for the modules of @site/shared's UI kit (shared/src/ui/), added
 * by shared/build/dev.js after ts-loader. It appends a call to ui-kit-boundary.js, which lets
 * such a module take an edit in place when its exports other than components (a style helper
 * like buttonStyles, a CSS string) are unchanged. See that file for why.
 */
const boundary = JSON.stringify(require.resolve('./ui-kit-boundary.js'));

module.exports = function uiKitLoader(source, map) {
  this.callback(
    null,
    `${source}\n\nimport { acceptUiKitModule as __siteAcceptUiKitModule } from ${boundary};\n` +
      `if (import.meta.webpackHot) __siteAcceptUiKitModule(__webpack_module__, import.meta.webpackHot);\n`,
    map,
  );
};
