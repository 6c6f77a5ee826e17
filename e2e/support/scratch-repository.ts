import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../platform/serve/index.mjs';
import { FOLDERS, REMOTES, appFolder, buildFolderOf, cacheDir, rootDir } from '../../platform/workspace/index.js';

/** Each app's folder and the name its build stamp goes by (.cache/dist/<name>.json). */
const APPS: Array<[folder: string, name: string]> = [['shell', 'shell'], ...REMOTES.map((remote): [string, string] => [appFolder(remote), remote])];

/** What a command said and how it ended. */
export interface Said {
  code: number;
  output: string;
}

/** Runs git in `cwd`; rejects with what git said. */
function git(args: string[], cwd = rootDir): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => (error ? reject(new Error(`git ${args.join(' ')}: ${stderr || error.message}`)) : resolve(stdout))),
  );
}

/**
 * The copy's own git history, as a clone has it: this repository's commits, HEAD at this one's,
 * and the copy's files as its work tree. So what a team's loop finds changed there (the test
 * map's commit against the work tree, and the files git does not track) is the copy's own changes
 * and this checkout's uncommitted ones, as in a team's clone; without it, git would answer for the
 * repository the copy sits in, whose .cache/ it ignores.
 */
async function ownHistory(dir: string) {
  await git(['init', '-q'], dir);
  await git(['fetch', '-q', '--no-tags', rootDir, 'HEAD'], dir);
  await git(['update-ref', 'HEAD', 'FETCH_HEAD'], dir);
  await git(['read-tree', 'HEAD'], dir);
}

/** The repository's files as a clone has them: tracked and new, not ignored (no node_modules, dist or caches). */
async function cloneFiles(): Promise<string[]> {
  const listed = await git(['ls-files', '--cached', '--others', '--exclude-standard', '-z']);
  return listed.split('\0').filter((file) => file && existsSync(path.join(rootDir, file)));
}

/**
 * A copy of the repository in .cache/scratch/<name>/, as a team's clone would be after
 * `npm ci && npm run build`: its files and its git history (ownHistory), the apps' builds with their stamps (so `npm start` there
 * builds nothing the suite built already), and a node_modules of links into this one's, except
 * @site/*, which are the copy's own folders (an edit to shared/ there is what its builds see). Its
 * own webpack cache (.cache/webpack/) is kept from the last run, so a rebuild there is warm on a
 * developer's machine; a clean clone builds cold. One user of a name at a time.
 */
export async function scratchRepository(name: string) {
  const dir = path.join(cacheDir, 'scratch', name);
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) if (entry !== FOLDERS.cache) rmSync(path.join(dir, entry), { recursive: true, force: true });
  rmSync(path.join(dir, FOLDERS.cache, FOLDERS.build), { recursive: true, force: true });
  for (const file of await cloneFiles()) cpSync(path.join(rootDir, file), path.join(dir, file), { preserveTimestamps: true });
  await ownHistory(dir);
  for (const [, app] of APPS) {
    cpSync(buildFolderOf(app), buildFolderOf(app, dir), { recursive: true, preserveTimestamps: true });
    cpSync(path.join(cacheDir, FOLDERS.build, `${app}.json`), path.join(dir, FOLDERS.cache, FOLDERS.build, `${app}.json`));
  }
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@site'), { recursive: true });
  for (const entry of readdirSync(path.join(rootDir, 'node_modules'))) {
    if (entry !== '@site') symlinkSync(path.join(rootDir, 'node_modules', entry), path.join(modules, entry));
  }
  for (const folder of ['shared', ...APPS.map(([app]) => app)]) symlinkSync(path.join('..', '..', folder), path.join(modules, '@site', folder));

  const env = (extra: Record<string, string> = {}) => ({ ...process.env, ...extra, FORCE_COLOR: '0', NO_COLOR: '1' });
  let server: ChildProcess | undefined;
  return {
    dir,
    /** Runs a command line as a team types it ("npm run release -- careers"), in the copy. */
    run(line: string, extra: Record<string, string> = {}): Promise<Said> {
      const [command, ...args] = line.split(' ');
      return new Promise((resolve) => {
        execFile(command, args, { cwd: dir, env: env(extra), maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
        );
      });
    },
    /** `npm start` in the copy, on free ports, until `stop()`: resolves with the site's origin once it serves. */
    async start(): Promise<string> {
      const port = await freePort();
      const cdnPort = await freePort();
      const child = spawn('npm', ['start'], { cwd: dir, env: env({ PORT: String(port), CDN_PORT: String(cdnPort) }), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      server = child;
      let output = '';
      return new Promise((resolve, reject) => {
        const said = (chunk: Buffer) => {
          output += chunk.toString();
          const site = /^Site: +(\S+?)\/?$/m.exec(output);
          if (site) resolve(site[1]);
        };
        child.stdout.on('data', said);
        child.stderr.on('data', said);
        child.on('exit', (code) => reject(new Error(`npm start ended (${code}) before serving:\n${output}`)));
      });
    },
    /** Stops `npm start` and whatever it started. */
    stop() {
      if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    },
  };
}
