const { createRemoteConfig } = require('../platform/webpack/index.js');

// What this remote exposes is in pages.json; its dev port and CDN path in shared/workspace.json.
module.exports = (_env, argv) => createRemoteConfig(__dirname, 'solutions', argv);
