/**
 * Development only: what `webpack serve --mode development` (npm run dev, at the root or in a
 * remote's folder) adds to an app's build. configs/ call it only in development, so nothing
 * here reaches a production build. docs/development.md explains how it fits together.
 *
 *   - React Fast Refresh: @pmmmwh/react-refresh-webpack-plugin, with react-refresh-typescript
 *     as ts-loader's transformer (the plugin's documented route for ts-loader), and webpack's
 *     hot module replacement in every dev server.
 *   - One refresh runtime per page, whichever apps run in it (dev-runtime/page-refresh-runtime.js).
 *   - An edit to a component applies in place also when its module exports values beside
 *     components, as long as they did not change (dev-runtime/refresh-boundary.js).
 *   - A change that cannot be applied in place reloads the page and says why
 *     (dev-runtime/hot-client.js, in place of webpack/hot/dev-server.js).
 *   - Each remote's HMR client, running in the shell's page, talks to its own dev server.
 *
 * Dev-only relaxations, named: the dev servers send `Access-Control-Allow-Origin: *` (the
 * shell's page fetches each remote's manifest and hot updates from the remote's origin) and
 * serve no CSP or Trusted Types header at all: the production servers send those, from headers
 * computed for each release (docs/security.md).
 */
const path = require('node:path');
const { PORTS, remoteApp } = require('../workspace/index.js');

const SHELL_DEFAULT_PORT = PORTS.shell;
const DEV_DIR = path.join(__dirname, 'dev-runtime');

/**
 * The port of an app's dev server. DEV_PORT moves the shell's (default: the workspace's ports.shell) and the
 * remotes with it, each at the same distance as in shared/workspace.json (DEV_PORT=4000: 4011-4013),
 * so a second set of dev servers (the browser test's) never meets a developer's.
 * @param {string} app  "shell" or a remote's name
 */
function devPort(app, env = process.env) {
  const shellPort = Number(env.DEV_PORT) || SHELL_DEFAULT_PORT;
  if (app === 'shell') return shellPort;
  return shellPort + (remoteApp(app).devPort - SHELL_DEFAULT_PORT);
}

function devOrigin(app, env = process.env) {
  return `http://localhost:${devPort(app, env)}`;
}

/**
 * The refresh transformer walks the syntax tree and throws on a tree TypeScript could not
 * parse (an edit in the middle of JSX); the file is then left as it is, so ts-loader reports
 * the syntax error itself and the overlay shows it, not a crash of the transformer.
 * @param {import('typescript').TransformerFactory<import('typescript').SourceFile>} factory
 */
function unlessUnparsable(factory) {
  return (context) => {
    const transform = factory(context);
    return (sourceFile) => {
      try {
        return transform(sourceFile);
      } catch {
        return sourceFile;
      }
    };
  };
}

/**
 * @param {import('webpack').Configuration} config  the app's development config (baseConfig)
 * @param {{ name: string, pageOwner: boolean }} options  the app's name; pageOwner: whether the
 *        pages this dev server's client runs in are its own (the shell's, a remote's standalone
 *        page) rather than the shell's, which shows uncaught errors itself
 */
function applyDevelopment(config, { name, pageOwner }) {
  // Loaded here, so a production build does not even load them.
  const webpack = require('webpack');
  const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
  const reactRefreshTypeScript = require('react-refresh-typescript');
  const port = devPort(name);

  const tsRule = config.module.rules.find((rule) => rule.use?.loader === 'ts-loader');
  // Registers each component (emotion's styled components used in JSX included) and its hooks'
  // signature with the refresh runtime, as react-refresh/babel does.
  tsRule.use.options.getCustomTransformers = () => ({ before: [unlessUnparsable(reactRefreshTypeScript())] });

  // A build with errors emits nothing and records nothing (webpack's NoEmitOnErrorsPlugin), so
  // the update after the fix is computed from the last good build, the one the page runs: it
  // holds the edit alone. Otherwise it also held what the broken build had moved between
  // chunks (a dynamic import's list of chunks, a runtime module), which no module accepts,
  // and fixing a syntax error reloaded the page.
  config.optimization = { ...config.optimization, emitOnErrors: false };

  // A module that exports components and values takes an edit in place when the values did
  // not change (dev-runtime/refresh-boundary.js).
  config.module.rules.push({
    test: /\.tsx$/,
    exclude: [/node_modules/, /\.test\.tsx$/],
    enforce: 'post',
    loader: path.join(DEV_DIR, 'refresh-boundary-loader.js'),
  });

  config.plugins.push(
    new ReactRefreshPlugin({
      // Compile errors show in webpack-dev-server's overlay (client.overlay below).
      overlay: false,
      // The plugin injects its runtime once per page per library name: one name for every app,
      // so the page's one runtime (dev-runtime/page-refresh-runtime.js) is hooked into React once.
      library: 'site',
      // The two modules below are the refresh runtime's plumbing, not app code.
      exclude: [/node_modules/, DEV_DIR],
    }),
  );
  // Which app a component id and a reload message belong to (dev-runtime/*.js).
  config.plugins.push(new webpack.DefinePlugin({ __SITE_REFRESH_APP__: JSON.stringify(name) }));

  config.resolve.alias = {
    ...config.resolve.alias,
    // The refresh plugin asks for the runtime as "react-refresh/runtime" (its entry and
    // utilities) and by the file's absolute path (every module's setup).
    'react-refresh/runtime$': path.join(DEV_DIR, 'page-refresh-runtime.js'),
    [`${require.resolve('react-refresh/runtime')}$`]: path.join(DEV_DIR, 'page-refresh-runtime.js'),
    // What page-refresh-runtime.js itself loads: the runtime's implementation, a file no alias
    // above names (a request for react-refresh's main resolves to the aliased runtime.js).
    'site-dev/react-refresh-runtime$': path.join(path.dirname(require.resolve('react-refresh/runtime')), 'cjs/react-refresh-runtime.development.js'),
    // webpack-dev-server adds this file to every entry with `hot: true`.
    [`${require.resolve('webpack/hot/dev-server')}$`]: path.join(DEV_DIR, 'hot-client.js'),
  };

  // DEV_TYPECHECK=1: type errors too show in the overlay of the shell's page (or a standalone
  // remote's), from one type checker over the whole workspace beside the compilation
  // (fork-ts-checker-webpack-plugin, async: it does not hold an update back). Off by default:
  // on two cores the checker takes the CPU an edit's rebuild needs; `npm run typecheck` does
  // the same check.
  if (pageOwner && process.env.DEV_TYPECHECK === '1') {
    const ForkTsCheckerWebpackPlugin = require('fork-ts-checker-webpack-plugin');
    config.plugins.push(
      new ForkTsCheckerWebpackPlugin({ async: true, typescript: { configFile: path.join(__dirname, '../../tsconfig.json') } }),
    );
  }

  config.devServer = {
    ...config.devServer,
    port,
    hot: true,
    client: {
      // A remote's client runs in the shell's page (it is part of remoteEntry.js): it must
      // reach its own server, not the page's. Hot updates come from the remote's origin too
      // (publicPath "auto").
      webSocketURL: `ws://localhost:${port}/ws`,
      overlay: { errors: true, warnings: false, runtimeErrors: pageOwner },
    },
  };
  return config;
}

module.exports = { applyDevelopment, devPort, devOrigin };
