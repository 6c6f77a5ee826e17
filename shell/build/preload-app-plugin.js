/**
 * The entry chunk is kept small and loads the app with `import('./bootstrap')` (src/index.ts),
 * so that on a remote's first page it can ask for the remote's manifest before React arrives.
 * Without a hint, the browser learns of the app's chunks only once the entry chunk has run: a
 * round trip more before the first render, on every page. This plugin lists the chunks of that
 * import in index.html as `<link rel="preload" as="script">`, so they download alongside the
 * entry chunk.
 *
 * The preloads are low priority, as the deferred entry script is. On HTTP/2 a server sends
 * requests of equal priority one after the other, so the entry chunk (first in the document)
 * still comes first, and remotes.json, which it fetches at once on a remote's page (high
 * priority, same connection), is not queued behind 100 KB of React. Lighthouse also counts a
 * high-priority script that finished before the first paint as render-blocking; these are not.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadAppPlugin';

/**
 * The body tags with a preload link for each of `files` right after the entry script. Pure, so
 * the tags are tested without a build.
 * @param {object[]} bodyTags html-webpack-plugin's body tags
 * @param {string[]} files the app's JavaScript files, with the public path
 */
function withAppPreloads(bodyTags, files) {
  const entryScripts = bodyTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
  if (entryScripts.length === 0) throw new Error(`${NAME}: index.html has no entry script to preload the app beside`);
  const preloads = files.map((href) =>
    HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href, fetchpriority: 'low' }),
  );
  const afterEntry = bodyTags.lastIndexOf(entryScripts.at(-1)) + 1;
  return [...bodyTags.slice(0, afterEntry), ...preloads, ...bodyTags.slice(afterEntry)];
}

class PreloadAppPlugin {
  /** @param {{ chunkGroup: string }} options the webpackChunkName of the app's import() */
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const group = compilation.namedChunkGroups.get(this.chunkGroup);
        if (!group) throw new Error(`${NAME}: no chunk group "${this.chunkGroup}" (its import() needs /* webpackChunkName: "${this.chunkGroup}" */)`);
        const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
        return { ...data, bodyTags: withAppPreloads(data.bodyTags, files.map((file) => data.publicPath + file)) };
      });
    });
  }
}

module.exports = { PreloadAppPlugin, withAppPreloads };
