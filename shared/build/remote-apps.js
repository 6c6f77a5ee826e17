/**
 * The remotes of shared/remote-apps.json by name, for the builds, the deploy tools and the
 * contract checks: a name the list does not hold fails the same way everywhere, naming the
 * remotes it does hold (the message `npm run release` and `rollback` show for a mistyped name).
 */
const remoteApps = require('../remote-apps.json');

const REMOTES = remoteApps.remotes.map(({ name }) => name);

/**
 * A remote's entry in shared/remote-apps.json: its pages, dev port and CDN path.
 * @param {string} name
 */
function remoteApp(name) {
  const app = remoteApps.remotes.find((remote) => remote.name === name);
  if (!app) throw new Error(`There is no remote called "${name}": shared/remote-apps.json names ${REMOTES.join(', ')}.`);
  return app;
}

/**
 * An app's folder in the repository, by convention: "shell", "shared", "remote-<name>".
 * @param {string} app
 * @returns {string}
 */
function appFolder(app) {
  return app === 'shell' || app === 'shared' ? app : `remote-${app}`;
}

module.exports = { REMOTES, remoteApp, appFolder };
