const { createRemoteConfig } = require('../platform/webpack/index.js');
const { articlePaths, loadResources } = require('./build/resources-content');
const { contentFiles, listPagePaths } = require('./build/content-files');

// What this remote exposes is in pages.json; its dev port and CDN path in shared/workspace.json.
// The patterns' concrete paths come from the content, for the prerender and the sitemap: every
// article, and every list's older pages.
module.exports = (_env, argv) =>
  createRemoteConfig(__dirname, 'resources', argv, {
    pagePaths: { ArticlePage: articlePaths, ResourceListPage: () => listPagePaths(contentFiles(loadResources()).counts) },
  });
