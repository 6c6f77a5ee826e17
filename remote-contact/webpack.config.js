const { createConfig } = require('../shared/build/webpack');

module.exports = (_env, argv) =>
  createConfig(
    {
      appDir: __dirname,
      name: 'contact',
      devPort: 3013,
      title: 'Contact remote (standalone)',
      exposes: { './ContactPage': './src/exposes/ContactPage.tsx' },
    },
    argv,
  );
