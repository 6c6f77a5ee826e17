const path = require('node:path');
const { createConfig } = require('../shared/build/webpack');
const { PreloadAppPlugin } = require('./build/preload-app-plugin');
const { StaticFramePlugin } = require('./build/static-frame-plugin');

/**
 * Build settings (environment variables):
 *   URL_MODE   "hash" (default; any static host) or "path" (clean URLs; see README)
 *   BASE_PATH  where index.html is served from, default "/"
 */
const urlMode = process.env.URL_MODE === 'path' ? 'path' : 'hash';
const basePath = process.env.BASE_PATH || '/';

/** Dev ports of the remotes, as in their webpack.config.js. */
const devRemotes = {
  solutions: 'http://localhost:3011/mf-manifest.json',
  resources: 'http://localhost:3012/mf-manifest.json',
  contact: 'http://localhost:3013/mf-manifest.json',
};

module.exports = (_env, argv) => {
  const config = createConfig(
    {
      appDir: __dirname,
      name: 'shell',
      devPort: 3000,
      title: 'Clearsky Consulting',
      publicPath: basePath,
      define: { __URL_MODE__: urlMode, __BASE_PATH__: basePath },
    },
    argv,
  );
  // remotes.json is the deploy-time map of remote manifests; it is copied as-is, never bundled.
  config.devServer.static = { directory: path.join(__dirname, 'public'), publicPath: basePath };
  // In development the remotes run on their own dev servers (npm run dev at the root).
  config.devServer.setupMiddlewares = (middlewares) => [
    {
      name: 'dev-remotes-json',
      path: `${basePath}remotes.json`,
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
