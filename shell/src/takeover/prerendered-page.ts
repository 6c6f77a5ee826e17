/**
 * Path-mode HTML carries each page's content (platform/prerender/prerender.mjs): React's first render
 * replaces everything in #root, and a remote's page would then show its loading state until
 * the remote's code arrives, over content the visitor was already reading. So the shell keeps
 * the nodes of the page the HTML brought, and the remote page shows them (moved, not copied:
 * images stay decoded, and no HTML string is parsed, which Trusted Types would refuse) until
 * its live page replaces them.
 */

let prerendered: { path: string; nodes: Node[] } | null = null;
/** Whether the HTML brought the content of the page it was opened at; fixed at start-up. */
let openedWithContent = false;

/**
 * Called once, before React renders: notes the content of the page container the HTML holds,
 * if it is the page of `path`. The nodes stay where they are until a remote page asks for them.
 */
export function keepPrerenderedPage(root: ParentNode, path: string): void {
  const container = root.querySelector<HTMLElement>('main [data-route-path]');
  prerendered = container?.dataset.routePath === path ? { path, nodes: [...container.childNodes] } : null;
  openedWithContent = prerendered !== null;
}

/**
 * Whether the document's HTML held the first page's content (path mode), which the browser
 * painted before any script ran, whatever React has since done with those nodes.
 */
export function firstPageCameWithHtml(): boolean {
  return openedWithContent;
}

/** The content the HTML brought for `path`, or null (hash mode, another page, no content). */
export function prerenderedNodes(path: string): Node[] | null {
  return prerendered?.path === path ? prerendered.nodes : null;
}

/** Once the live page has replaced the HTML's content, it is not shown again (a later visit loads the live page). */
export function forgetPrerenderedPage(): void {
  prerendered = null;
}
