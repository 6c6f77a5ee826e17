import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the shell with other build settings (e.g. URL_MODE=path) into outDir, once. */
export async function buildShell(outDir: string, env: Record<string, string>): Promise<string> {
  if (existsSync(path.join(outDir, 'index.html'))) return outDir;
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const webpack = require(require.resolve('webpack', { paths: [rootDir] }));
    // The config reads its settings from the environment when it is loaded.
    const configPath = path.join(rootDir, 'shell/webpack.config.js');
    delete require.cache[configPath];
    const config = require(configPath)({}, { mode: 'production' });
    config.output.path = outDir;
    config.devtool = false;
    await new Promise<void>((resolve, reject) => {
      webpack(config, (error: Error | null, stats: { hasErrors(): boolean; toString(o: string): string }) => {
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve();
      });
    });
  } finally {
    process.env = saved;
  }
  return outDir;
}
