const { createRemoteConfig } = require('../platform/webpack/webpack');
const { articlePaths } = require('./build/resources-content');

// What this remote exposes is in pages.json; its dev port and CDN path in shared/remote-apps.json.
// The article pattern's concrete paths come from the content, for the prerender and the sitemap.
module.exports = (_env, argv) => createRemoteConfig(__dirname, 'resources', argv, { pagePaths: { ArticlePage: articlePaths } });
