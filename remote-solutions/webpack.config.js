const { createConfig } = require('../shared/build/webpack');

module.exports = (_env, argv) =>
  createConfig(
    {
      appDir: __dirname,
      name: 'solutions',
      devPort: 3011,
      title: 'Solutions remote (standalone)',
      exposes: { './SolutionsPage': './src/exposes/SolutionsPage.tsx' },
    },
    argv,
  );
