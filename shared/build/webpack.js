/**
 * The build every app uses. The list of shared singletons lives here, beside the contract,
 * because host and remotes must agree on it exactly: a module shared by one side only is
 * loaded twice, and React hooks or the store split in two ("Invalid hook call").
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const rootDir = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(rootDir, 'package.json'));
const sharedPkg = require(path.join(rootDir, 'shared/package.json'));

/**
 * On webpack 5.111 the federation runtime resolves the entry filename while chunk hashes are
 * still being computed, and "[contenthash]" throws there (module-federation/core#5077). It only
 * needs the file's folder from that call, so an unhashed name is given until the hash exists.
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

function singleton(name, version) {
  return { singleton: true, requiredVersion: version };
}

/** Singletons shared by the shell and every remote. */
function sharedDependencies() {
  const deps = rootPkg.dependencies;
  return {
    react: singleton('react', deps.react),
    'react/': singleton('react/', deps.react),
    'react-dom': singleton('react-dom', deps['react-dom']),
    'react-dom/': singleton('react-dom/', deps['react-dom']),
    zustand: singleton('zustand', deps.zustand),
    'zustand/': singleton('zustand/', deps.zustand),
    '@emotion/react': singleton('@emotion/react', deps['@emotion/react']),
    '@emotion/styled': singleton('@emotion/styled', deps['@emotion/styled']),
    // framer-motion is deliberately not shared: only the shell animates, and a shared module
    // is provided whole (no tree shaking). A remote that starts using it must share it here so
    // the shell's MotionConfig (reduced motion) reaches it.
    '@site/shared': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    },
  };
}

/**
 * The module keys the shell provides to remotes: each concrete key a remote consumes (see the
 * "shared" list of a remote's mf-manifest.json). The shell is not built with the federation
 * plugin (it speaks the container interface), so it names them one by one, with the versions
 * installed here.
 */
const PROVIDED_KEYS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  'zustand/react',
  '@emotion/react',
  '@emotion/styled',
  '@site/shared',
];

function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** `{ [key]: { version, requiredVersion } }` for the share scope the shell hands to remotes. */
function providedShared() {
  const shared = sharedDependencies();
  return Object.fromEntries(
    PROVIDED_KEYS.map((key) => {
      const pkg = packageOf(key);
      const { version } = require(path.join(rootDir, 'node_modules', pkg, 'package.json'));
      const config = shared[key] ?? shared[`${pkg}/`] ?? shared[pkg];
      return [key, { version, requiredVersion: config.requiredVersion }];
    }),
  );
}

/**
 * @param {object} options
 * @param {string} options.appDir       the app folder (__dirname of its webpack.config.js)
 * @param {string} options.name         federation name (shell, solutions, resources, contact)
 * @param {number} options.devPort      port of `npm run dev`
 * @param {Record<string,string>} [options.exposes]  a remote's exposed modules
 * @param {string} [options.title]      document title of the standalone page
 * @param {string} [options.publicPath] 'auto' for remotes; the shell's base path for the shell
 * @param {object} [options.define]     extra DefinePlugin values
 */
function createConfig(options, argv = {}) {
  const { appDir, name, devPort, exposes, title, publicPath = 'auto', define = {} } = options;
  const production = argv.mode !== 'development';
  const isRemote = Boolean(exposes);

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      filename: production ? entryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
    },
    module: {
      rules: [
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
      ],
    },
    plugins: [
      // Remotes are federation containers, each carrying the federation runtime. The shell
      // carries none: it loads a container on the first remote page and hands it its modules
      // through the container interface (shell/src/remotes/container-host.ts).
      ...(isRemote
        ? [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes,
              remotes: {},
              shared: sharedDependencies(),
              shareStrategy: 'loaded-first',
              manifest: { fileName: 'mf-manifest.json' },
              dts: false,
              // A remote loads no remotes of its own and the shell reads the manifests, so the
              // runtime each remote entry carries can leave out remote loading, the manifest
              // (snapshot) plugin and its Node.js code.
              experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
            }),
          ]
        : []),
      new webpack.DefinePlugin({
        __CONTRACT_VERSION__: JSON.stringify(sharedPkg.version),
        ...(isRemote
          ? {}
          : {
              __PROVIDED_SHARED__: JSON.stringify(providedShared()),
            }),
        ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
      }),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'public/index.html'),
        title: title ?? name,
        inject: 'body',
        scriptLoading: 'defer',
      }),
      ...(production
        ? [
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
      static: { directory: path.join(appDir, 'public') },
    },
  };
}

module.exports = { createConfig, sharedDependencies, providedShared };
