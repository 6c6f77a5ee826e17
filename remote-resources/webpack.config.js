const { createRemoteConfig } = require('../platform/webpack/index.js');
const { loadResources } = require('./build/resources-content');

// What this remote exposes is in pages.json; its dev port and CDN path in shared/workspace.json.
// The patterns' concrete paths come from the content, for the prerender and the sitemap: every
// article, and every list's pages.
module.exports = (_env, argv) => createRemoteConfig(__dirname, 'resources', argv, { listedPaths: () => loadResources().listedPaths });
