import { existsSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWebpack, type ConfigFactory, type Webpack } from './webpack-run';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the suite's path-mode shell is built, once per run (a run is named by its shell's port):
 * global-setup.ts builds it, and a spec that needs one finds it there already.
 */
export function pathModeShellDir(): string {
  return path.join(os.tmpdir(), `site-seo-${process.env.SITE_URL?.split(':').pop()}`, 'shell-path-mode');
}

/** Builds the shell with other build settings (e.g. URL_MODE=path) into outDir, once. */
export async function buildShell(outDir: string, env: Record<string, string>): Promise<string> {
  if (existsSync(path.join(outDir, 'index.html'))) return outDir;
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const webpack = require(require.resolve('webpack', { paths: [rootDir] })) as Webpack;
    // The config reads its settings from the environment when it is loaded.
    const configPath = path.join(rootDir, 'shell/webpack.config.js');
    delete require.cache[configPath];
    const config = (require(configPath) as ConfigFactory)({}, { mode: 'production' });
    config.output = { ...config.output, path: outDir };
    config.devtool = false;
    await runWebpack(webpack, config);
  } finally {
    process.env = saved;
  }
  return outDir;
}
