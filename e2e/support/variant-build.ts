import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(here, '../..');

export interface VariantOptions {
  /** The remote's name in shared/remote-apps.json: "contact". */
  remote: 'contact' | 'solutions' | 'resources';
  outDir: string;
  /** [file path relative to the remote's src/, [from, to][]] */
  edits?: Array<[string, Array<[string, string]>]>;
  /** Version ranges of the shared packages to build against, instead of package.json's. */
  dependencies?: Record<string, string>;
}

/**
 * Builds a remote the way its team would ship a new version, with a few source edits applied
 * by a loader (the working tree is never touched). Skips the build when outDir already holds one.
 */
export async function buildVariant({ remote, outDir, edits = [], dependencies }: VariantOptions): Promise<string> {
  if (existsSync(path.join(outDir, 'mf-manifest.json'))) return outDir;
  const appDir = path.join(rootDir, `remote-${remote}`);
  const webpack = require(require.resolve('webpack', { paths: [rootDir] }));
  const { createRemoteConfig } = require(path.join(rootDir, 'shared/build/webpack.js'));
  const rootDependencies = require(path.join(rootDir, 'package.json')).dependencies;
  const config = createRemoteConfig(appDir, remote, { mode: 'production' }, { dependencies: { ...rootDependencies, ...dependencies } });
  config.output.path = outDir;
  config.plugins = config.plugins.filter((p: { constructor: { name: string } }) => p.constructor.name !== 'CompressionPlugin');
  config.devtool = false;
  for (const [file, replacements] of edits) {
    config.module.rules.unshift({
      test: path.join(appDir, 'src', file),
      enforce: 'pre',
      use: [{ loader: path.join(here, 'replace-loader.cjs'), options: { replacements } }],
    });
  }
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error: Error | null, stats: { hasErrors(): boolean; toString(o: string): string }) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
  return outDir;
}
