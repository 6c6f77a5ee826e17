/**
 * How every app's build turns its source files into modules: the one place for the loaders,
 * so a change of loader (ts-loader for another) is made here alone.
 */
const path = require('node:path');
const content = require('../../content/index.js');
const { rootDir } = require('../../workspace/index.js');

/** webpack's module.rules for an app's build. */
function moduleRules() {
  return [
    {
      // Content checked and turned into modules at build time (docs/content.md). The content
      // readers are handed in (val-loader gives its options to the module), so shared/'s content
      // modules need not import the platform.
      test: /\.val\.js$/,
      loader: 'val-loader',
      options: { content },
    },
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'ts-loader',
        options: {
          // Type checking is `npm run typecheck` (tsc over the whole workspace), once.
          transpileOnly: true,
          configFile: path.join(rootDir, 'tsconfig.json'),
          compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
        },
      },
    },
  ];
}

module.exports = { moduleRules };
