const { createRemoteConfig } = require('../shared/build/webpack');

// What this remote exposes, its dev port and its CDN path are in shared/remote-apps.json.
module.exports = (_env, argv) => createRemoteConfig(__dirname, 'resources', argv);
