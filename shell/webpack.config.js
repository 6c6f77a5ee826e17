const path = require('node:path');
const { createConfig } = require('../shared/build/webpack');

/**
 * Build settings (environment variables):
 *   URL_MODE   "hash" (default; any static host) or "path" (clean URLs; see README)
 *   BASE_PATH  where index.html is served from, default "/"
 */
const urlMode = process.env.URL_MODE === 'path' ? 'path' : 'hash';
const basePath = process.env.BASE_PATH || '/';

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
  return config;
};
