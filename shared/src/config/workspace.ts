import workspace from '../../workspace.json';

/**
 * The workspace's facts, as the apps read them: one JSON (shared/workspace.json) holds the
 * remotes and their path prefixes, the file names a build and a deploy agree on, the route
 * table, the URL modes, the preview link's parameters and the ports; the platform reads the
 * same file (platform/workspace/). This type documents each value; each export's type holds
 * its part of the JSON to it.
 * webpack keeps only the properties an app reads, so a remote does not carry the rest.
 */
export interface Workspace {
  /** Folders each app and the deploy tools agree on, relative to an app or the repository. */
  folders: { build: string; releases: string; cache: string; localDeploy: string };
  /** The local origins' ports: the shell's (npm start, npm run dev) and the CDN's (npm start). */
  ports: { shell: number; cdn: number };
  /** How the shell's addresses look: hash (any static host) by default, or path (clean URLs). */
  urlModes: { default: string; other: string };
  /** The query parameters of a preview link; `retired` ones are taken out of the address, never read. */
  previewParams: { remote: string; manifest: string; manifestIntegrity: string; filesIntegrity: string; retired: string[] };
  /** How long a request for a remote's manifest, entry or chunk may take. */
  requestTimeoutMs: number;
  /** The files a remote's build and a deploy hold, by role. */
  files: {
    manifest: string;
    integrityMap: string;
    entry: string;
    declaration: string;
    sitePagesElementId: string;
    frameRenderer: string;
    /** What a build of the shell provides remotes (each singleton's version): the release checks a remote against it. */
    shellProvides: string;
    /** The shell's pointer to the live version of each remote. */
    pointer: string;
  };
  /** The shell's pages and each remote's first page: path → route name. */
  routes: Record<string, string>;
  /** The remotes, in the order the header lists their links. */
  remotes: { name: string; devPort: number; cdnPath: string; prefixes: string[] }[];
}

// Each fact read off the import itself (not through a copy), so webpack can tell which it uses.
export const routes: Workspace['routes'] = workspace.routes;
export const previewParams: Workspace['previewParams'] = workspace.previewParams;
export const urlModes: Workspace['urlModes'] = workspace.urlModes;
export const files: Workspace['files'] = workspace.files;
export const remotes: Workspace['remotes'] = workspace.remotes;
