const { createShellConfig, devOrigin } = require('../platform/webpack/index.js');
const { PreloadAppPlugin } = require('./build/preload-app-plugin');
const { StaticFramePlugin } = require('./build/static-frame-plugin');
const { REMOTES, FILES, DEFAULT_URL_MODE, OTHER_URL_MODE } = require('../platform/workspace/index.js');

/**
 * Build settings (environment variables):
 *   URL_MODE   the workspace's default, "hash" (any static host), or "path" (clean URLs; docs/architecture.md, "Routes and URL modes")
 *   BASE_PATH  where index.html is served from, default "/"
 *
 * The build writes no remotes.json: which version of each remote runs is chosen where the
 * shell is deployed, not when it is built (platform/deploy/index.mjs writes it for `npm start`
 * and the browser tests; docs/releasing.md, "The deploy folder").
 */
const urlMode = process.env.URL_MODE === OTHER_URL_MODE ? OTHER_URL_MODE : DEFAULT_URL_MODE;
const basePath = process.env.BASE_PATH || '/';

// `options.packages`: singletons built from other installed copies (platform/webpack/configs/shell-config.js,
// createShellConfig); webpack passes no third argument, the browser suite's variant builds do.
module.exports = (_env, argv, options = {}) => {
  const config = createShellConfig(
    {
      appDir: __dirname,
      publicPath: basePath,
      define: { __URL_MODE__: urlMode, __BASE_PATH__: basePath },
      packages: options.packages,
    },
    argv,
  );
  // In development each remote runs on its own dev server (npm run dev at the root), and
  // remotes.json points at them.
  const devRemotes = Object.fromEntries(
    REMOTES.map((name) => [name, `${devOrigin(name)}/${FILES.manifest}`]),
  );
  config.devServer.static = { directory: `${__dirname}/public`, publicPath: basePath };
  config.devServer.setupMiddlewares = (middlewares) => [
    {
      name: 'dev-remotes-json',
      path: `${basePath}${FILES.pointer}`,
      middleware: (_req, res) => res.json(devRemotes),
    },
    ...middlewares,
  ];
  // The first paint shows the site's header and footer before any JavaScript has run.
  if (config.mode === 'production') config.plugins.push(new StaticFramePlugin(config));
  // The app's chunks download alongside the entry chunk instead of after it has run.
  config.plugins.push(new PreloadAppPlugin({ chunkGroup: 'app' }));
  return config;
};
