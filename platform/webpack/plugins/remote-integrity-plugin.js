/**
 * Subresource Integrity for a remote's files, end to end:
 *   - every chunk the remote's own webpack runtime loads carries `integrity` (SHA-384) and
 *     `crossorigin`, from a map of chunk hashes built into the remote entry;
 *   - mf-integrity.json, beside the manifest, lists the SHA-384 of the remote entry and of
 *     every script, for the shell to pin what it loads itself (the entry, the chunks its
 *     runtime preloads), and of the page declaration (pages.json), which the deploy checks
 *     before it writes the declaration into the shell's HTML (platform/html/site-pages-html.mjs).
 *     The deploy pins mf-integrity.json and the manifest in remotes.json.
 * So one changed byte in any script of the remote makes the browser refuse to run it.
 *
 * webpack-subresource-integrity does the first part for ordinary builds but fails on Module
 * Federation containers (waysact/webpack-subresource-integrity#176, webpack/webpack#14310).
 * This plugin uses the same webpack hook that one does, LoadScriptRuntimeModule's
 * `createScript`, and fills the hashes in once the files are final (after real content
 * hashes, before compression).
 */
const webpack = require('webpack');
const { sri } = require('../../hashing/index.js');
const { FILES } = require('../../workspace/index.js');

const NAME = 'RemoteIntegrityPlugin';
const PLACEHOLDER = '"__REMOTE_INTEGRITY_HASHES__"';
const HASHES = `${webpack.RuntimeGlobals.require}.remoteIntegrity`;
/** The map the shell reads (scripts relative to the manifest's folder). */
const MAP_FILE = FILES.integrityMap;

class RemoteIntegrityHashesRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('remote integrity hashes', webpack.RuntimeModule.STAGE_BASIC);
  }
  generate() {
    return `${HASHES} = ${PLACEHOLDER};`;
  }
}

class RemoteIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // The loader adds both attributes to each chunk's script; an unknown chunk is refused.
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        webpack.Template.asString([
          source,
          `if (!${HASHES}[chunkId]) throw new Error("No integrity hash for chunk " + chunkId);`,
          `script.integrity = ${HASHES}[chunkId];`,
          'script.crossOrigin = "anonymous";',
        ]),
      );
      compilation.hooks.runtimeRequirementInTree.for(webpack.RuntimeGlobals.loadScript).tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new RemoteIntegrityHashesRuntimeModule());
      });

      const { Compilation } = webpack;
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const hashes = {};
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            const asset = compilation.getAsset(file);
            if (!file.endsWith('.js') || !asset || asset.source.source().toString().includes(PLACEHOLDER)) continue;
            hashes[chunk.id] = sri(asset.source.buffer());
          }
        }
        for (const asset of compilation.getAssets()) {
          const text = asset.source.source().toString();
          if (!asset.name.endsWith('.js') || !text.includes(PLACEHOLDER)) continue;
          compilation.updateAsset(asset.name, new webpack.sources.RawSource(text.replace(PLACEHOLDER, JSON.stringify(hashes))));
        }
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 2 }, () => {
        const files = Object.fromEntries(
          compilation
            .getAssets()
            .filter(({ name }) => name.endsWith('.js') || name === FILES.declaration)
            .map(({ name, source }) => [name, sri(source.buffer())])
            .sort(([a], [b]) => a.localeCompare(b)),
        );
        compilation.emitAsset(MAP_FILE, new webpack.sources.RawSource(`${JSON.stringify({ algorithm: 'sha384', files }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RemoteIntegrityPlugin, INTEGRITY_MAP_FILE: MAP_FILE };
