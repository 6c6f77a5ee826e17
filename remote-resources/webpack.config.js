const { createConfig } = require('../shared/build/webpack');

module.exports = (_env, argv) =>
  createConfig(
    {
      appDir: __dirname,
      name: 'resources',
      devPort: 3012,
      title: 'Resources remote (standalone)',
      exposes: {
        './ResourcesPage': './src/exposes/ResourcesPage.tsx',
        './ArticlePage': './src/exposes/ArticlePage.tsx',
      },
    },
    argv,
  );
