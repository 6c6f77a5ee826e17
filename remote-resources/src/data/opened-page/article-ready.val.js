/**
 * Built by val-loader (webpack): the page's module waits, at its top level, for the content
 * file of the page the visitor opened (src/data/opened-page/opened-page.ts, articleOpened), so its first render
 * is complete. jest runs CommonJS, which has no top-level await; there the module only starts
 * the fetch, and the tests wait for the page as the shell's contract does: until nothing in it
 * is busy.
 */
module.exports = (options = {}) => ({
  code:
    options.moduleFormat === 'commonjs'
      ? "require('./opened-page').articleOpened();\n"
      : "import { articleOpened } from './opened-page';\nawait articleOpened();\nexport {};\n",
  cacheable: true,
});
