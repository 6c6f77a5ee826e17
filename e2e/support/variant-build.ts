import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWebpack, type RemoteConfigFactory, type Webpack } from './webpack-run';

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
  const webpack = require(require.resolve('webpack', { paths: [rootDir] })) as Webpack;
  const { createRemoteConfig } = require(path.join(rootDir, 'shared/build/webpack.js')) as { createRemoteConfig: RemoteConfigFactory };
  const rootDependencies = (require(path.join(rootDir, 'package.json')) as { dependencies: Record<string, string> }).dependencies;
  const config = createRemoteConfig(appDir, remote, { mode: 'production' }, { dependencies: { ...rootDependencies, ...dependencies } });
  config.output = { ...config.output, path: outDir };
  config.plugins = config.plugins?.filter((plugin) => plugin?.constructor.name !== 'CompressionPlugin');
  config.devtool = false;
  const rules = (config.module ??= {}).rules ??= [];
  for (const [file, replacements] of edits) {
    rules.unshift({
      test: path.join(appDir, 'src', file),
      enforce: 'pre',
      use: [{ loader: path.join(here, 'replace-loader.cjs'), options: { replacements } }],
    });
  }
  await runWebpack(webpack, config);
  return outDir;
}
