/**
 * Production only: renders the site's frame (shell/src/frame) in Node at build time and puts
 * it inside index.html's #root and its styles into the <head>, so the first paint does not
 * wait for JavaScript. The frame is compiled from the shell's own source with the shell's
 * loaders and build settings, so the frame and the live header and footer come from the same
 * components.
 *
 * The renderer is kept with the build, as dist/static-frame.cjs: one file with everything it
 * needs (React included), so the deploy can render this shell's frame again with the header
 * links the live remotes declare (platform/html/site-pages-html.mjs), wherever the deploy
 * folder is, with no shell build. The deploy takes it out of the served files.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { FILES } = require('../../platform/workspace/index.js');

const NAME = 'StaticFramePlugin';
const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';

/**
 * Puts the frame into the empty #root of an index.html and its styles at the end of the <head>;
 * fails the build if either is missing.
 * @param {string} html
 * @param {{ styles: string, html: string }} frame
 */
function injectFrame(html, frame) {
  if (!html.includes(ROOT_ELEMENT)) {
    throw new Error(`${NAME}: index.html has no empty ${ROOT_ELEMENT} to render the frame into`);
  }
  if (!html.includes(HEAD_END)) throw new Error(`${NAME}: index.html has no ${HEAD_END} to put the frame's styles before`);
  return html.replace(HEAD_END, `${frame.styles}${HEAD_END}`).replace(ROOT_ELEMENT, `<div id="root">${frame.html}</div>`);
}

/** A Node build of the frame's renderer, packages included: it runs wherever the deploy is. */
function frameConfig(shellConfig, outputDir) {
  return {
    mode: 'production',
    target: 'node',
    context: shellConfig.context,
    entry: { 'render-static-frame': './src/frame/render-static-frame.tsx' },
    // The shell's persistent cache settings, under a name of its own.
    cache: shellConfig.cache && { ...shellConfig.cache, name: `${shellConfig.cache.name}-static-frame` },
    output: { path: outputDir, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: shellConfig.resolve,
    module: shellConfig.module,
    plugins: shellConfig.plugins.filter((plugin) => plugin instanceof webpack.DefinePlugin),
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      });
    });
  });
}

class StaticFramePlugin {
  /** @param {object} shellConfig the shell's webpack configuration (loaders, defines) */
  constructor(shellConfig) {
    this.shellConfig = shellConfig;
  }

  apply(compiler) {
    let frame;
    let renderer;
    compiler.hooks.beforeRun.tapPromise(NAME, async () => {
      const outputDir = path.join(this.shellConfig.context, 'node_modules/.cache/static-frame');
      await run(webpack(frameConfig(this.shellConfig, outputDir)));
      const modulePath = path.join(outputDir, 'render-static-frame.js');
      delete require.cache[modulePath];
      frame = require(modulePath).renderStaticFrame();
      renderer = readFileSync(modulePath);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (renderer) // Not for browsers: no minifying (webpack would spend seconds on it) and no size budget.
        compilation.emitAsset(FILES.frameRenderer, new webpack.sources.RawSource(renderer), { minimized: true, development: true });
      });
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(NAME, (data) => {
        if (frame === undefined) throw new Error(`${NAME}: the frame was not rendered (production builds only)`);
        return { ...data, html: injectFrame(data.html, frame) };
      });
    });
  }
}

module.exports = { StaticFramePlugin, injectFrame };
