import { remoteModuleId, type RemotePage } from '../registry/remote-pages';

/**
 * The scripts a first visit to a remote page runs, learnt when warming reads the remote's
 * manifest (load-remote-page.ts), so that a tap can ask for them in its own pointer event.
 *
 * On a cold tap the runtime asks for the remote's entry and the page's chunks only once it has
 * read the manifest, and a Response body is read in a task of its own: the navigation's render
 * and the exit animation ran first, and those requests left 150-450 ms after the tap
 * (docs/performance.md, "Decisions and their figures"). A `<link rel=preload>` starts each at once; the runtime's script for the same
 * URL then takes the preloaded answer. It only does so when both ask alike, so a pinned
 * script's hint carries `crossorigin="anonymous"` and its hash, as the site's plugin gives the
 * script (federation.ts), and the browser checks the hash on the preload as well.
 */
export interface ScriptHint {
  url: string;
  integrity?: string;
}

const scriptsByPage = new Map<string, readonly ScriptHint[]>();
const hinted = new Set<string>();

export function learnPageScripts(page: RemotePage, scripts: readonly ScriptHint[]): void {
  scriptsByPage.set(remoteModuleId(page), scripts);
}

/** Asks now for the scripts of `page` that no hint has asked for yet; nothing before warming has learnt them. */
export function hintPageScripts(page: RemotePage): void {
  for (const { url, integrity } of scriptsByPage.get(remoteModuleId(page)) ?? []) {
    if (hinted.has(url)) continue;
    hinted.add(url);
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    if (integrity) {
      link.setAttribute('integrity', integrity);
      link.setAttribute('crossorigin', 'anonymous');
    }
    link.setAttribute('href', url);
    document.head.append(link);
  }
}
