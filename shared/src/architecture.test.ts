import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The apps are built and deployed separately: the shell never imports a remote's source, a
 * remote never imports the shell or another remote, and shared imports no app. Only
 * `@site/shared` crosses a boundary.
 */
const root = path.resolve(__dirname, '../..');
const APPS = ['shared', 'shell', 'remote-solutions', 'remote-resources', 'remote-contact'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

describe('app boundaries', () => {
  for (const app of APPS) {
    it(`${app} imports nothing from another app's folder`, () => {
      const appDir = path.join(root, app, 'src');
      const crossings: string[] = [];
      for (const file of sourceFiles(appDir)) {
        for (const spec of importsOf(file)) {
          // @site/shared's data files (remote-apps.json) are part of the shared package too.
          const isOtherWorkspace = /^@site\//.test(spec) && !/^@site\/shared(\/|$)/.test(spec);
          const resolved = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
          const leavesApp = resolved !== null && !resolved.startsWith(path.join(root, app) + path.sep);
          if (isOtherWorkspace || leavesApp || (app === 'shared' && /^@site\//.test(spec))) {
            crossings.push(`${path.relative(root, file)} -> ${spec}`);
          }
        }
      }
      expect(crossings).toEqual([]);
    });
  }
});
