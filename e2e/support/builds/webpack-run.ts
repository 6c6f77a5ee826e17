import type { Configuration, Stats } from 'webpack';

/** webpack's Node API, as required from the workspace (the test files are ES modules). */
export type Webpack = (config: Configuration, callback: (error: Error | null, stats?: Stats) => void) => void;
/** platform/webpack/index.js's remote config, for a build against other dependency ranges. */
export type RemoteConfigFactory = (
  appDir: string,
  name: string,
  argv: { mode: 'production' | 'development' },
  options?: { dependencies?: Record<string, string> },
) => Configuration;

/** Runs one build; rejects with webpack's own error text when it fails. */
export function runWebpack(webpack: Webpack, config: Configuration): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}
