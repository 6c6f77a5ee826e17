/**
 * What every app's build has in common, the shell's and the remotes': entry, output and its
 * file names, the module rules, the build constants, the cache and dist's stamp, compression,
 * the dev server, and the app's HTML page.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { DistStampPlugin, webpackCache } = require('../build-cache');
const { digestOf } = require('../../hashing/index.js');
const { contractVersion } = require('../singletons');
const { moduleRules } = require('./module-rules');
const { FOLDERS } = require('../../workspace/index.js');

/**
 * On webpack 5.111 the federation runtime resolves the entry filename while chunk hashes are
 * still being computed, and "[contenthash]" throws there (module-federation/core#5077). It only
 * needs the file's folder from that call, so an unhashed name is given until the hash exists.
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * @param {object} options
 * @param {Record<string, unknown>} [options.settings]  build settings that change the output
 *        (the shell's URL mode and base path): part of the cache's name and of dist's stamp
 */
function baseConfig({ appDir, name, devPort, publicPath, production, define, settings = {} }) {
  const mode = production ? 'production' : 'development';
  return {
    mode,
    context: appDir,
    cache: webpackCache({ name: `${name}-${mode}-${digestOf(settings, 8)}`, appDir }),
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, FOLDERS.build),
      publicPath,
      filename: production ? entryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // Pages are served as UTF-8; a charset attribute on a script is obsolete HTML.
      charset: false,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
    },
    module: { rules: moduleRules() },
    plugins: [
      new webpack.DefinePlugin({
        __CONTRACT_VERSION__: JSON.stringify(contractVersion),
        ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
      }),
      ...(production
        ? [
            new DistStampPlugin(name, settings),
            new CompressionPlugin({ test: /\.(js|css|html|json|svg|map)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
            new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024 }),
          ]
        : []),
    ],
    performance: { hints: false },
    devServer: {
      port: devPort,
      hot: false,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell's public/ (its favicon); a remote's standalone page is a template of this folder's.
      static: existsSync(path.join(appDir, 'public')) ? { directory: path.join(appDir, 'public') } : false,
    },
  };
}

/** The app's page: the shell's from its public/index.html (which reads the brand itself), a remote's standalone page from `options.template`. */
function htmlPage(appDir, title, options = {}) {
  return new HtmlWebpackPlugin({
    template: path.join(appDir, 'public/index.html'),
    title,
    inject: 'body',
    scriptLoading: 'defer',
    ...options,
  });
}

module.exports = { baseConfig, htmlPage };
