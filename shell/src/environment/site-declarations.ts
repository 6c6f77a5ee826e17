import { declarationProblems, shellPathsOf, type DeclaredPage } from '@site/shared/src/pages/site-pages';
import { files, remotes, routes } from '@site/shared/src/config/workspace';
import { REMOTE_PAGES, type DeclaredRemotePage } from './build-settings';

/**
 * The pages the live remotes declare, as the deploy writes them into every HTML file of the
 * shell (platform/html/site-pages-html.mjs): a JSON block, read before the first render, so a
 * release that adds, changes or removes a page or a header link reaches visitors on their next
 * load with no shell build and no request of its own. Without the block (a development server,
 * a deploy made before it), the shell uses the declarations it was built with.
 *   <script id="site-pages" type="application/json">{"careers":{"prefixes":["/careers"],"pages":[...]}}</script>
 * How the site's pages follow from the block (declaredPagesFrom) is here, apart from reading
 * them once (declared-pages.ts): the preview check applies the same rules before the app starts.
 * The block is the shell's own HTML, written by the deploy from declarations its schema passed
 * (shared/src/pages/declaration-schema.js), so here the ownership rules alone are applied:
 * declarationProblems checks the type of every field it reads and never throws, and zod stays
 * out of the entry chunk (docs/security.md, "The border").
 */
const SITE_PAGES_ELEMENT_ID = files.sitePagesElementId;

export interface DeclaredPages {
  /** Every remote's pages: the deploy's where it declared them acceptably, else the build's. */
  pages: readonly DeclaredRemotePage[];
  /** The remotes that serve them: the build's, and any new one the deploy declares. */
  remotes: readonly string[];
  /** A remote whose declaration in the deploy breaks the rules, with why. */
  refused: Readonly<Record<string, string[]>>;
}

export interface Declaration {
  prefixes?: unknown;
  pages?: unknown;
}

/** Each remote's prefixes as the shell was built with them: the deploy cannot move them. */
const KNOWN_PREFIXES: Record<string, string[]> = Object.fromEntries(remotes.map(({ name, prefixes }) => [name, prefixes]));
const SHELL_PATHS: string[] = shellPathsOf(Object.keys(routes), remotes);

/**
 * The site's remote pages from the deploy's declarations (`json`, parsed from the block) over
 * the build's (`built`). A remote the shell was built with keeps its prefixes and is checked
 * against the other known remotes only; a new one brings its prefixes and may take none of
 * anyone's. A declaration that breaks a rule is refused whole: a known remote keeps the pages it
 * was built with, a new one has none, and no other remote's pages change. An accepted
 * `preview`'s declaration (its candidate's pinned pages.json) stands in for its remote's.
 */
export function declaredPagesFrom(json: unknown, built: readonly DeclaredRemotePage[] = REMOTE_PAGES, preview: { remote: string; declaration: Declaration } | null = null): DeclaredPages {
  const deployed: Record<string, Declaration> = json && typeof json === 'object' && !Array.isArray(json) ? { ...(json as Record<string, Declaration>) } : {};
  if (preview) deployed[preview.remote] = preview.declaration;
  const known = Object.keys(KNOWN_PREFIXES);
  const names = [...known, ...Object.keys(deployed).filter((name) => !known.includes(name))];
  const prefixesOf = (name: string): unknown => KNOWN_PREFIXES[name] ?? deployed[name]?.prefixes;
  const refused: Record<string, string[]> = {};

  /** The pages `name`'s declaration in the deploy gives it, or null when it has none there or it is refused. */
  function deployedPagesOf(name: string): DeclaredRemotePage[] | null {
    const declaration = deployed[name];
    if (!declaration) return null;
    const others = names
      .filter((other) => other !== name && (!known.includes(name) || known.includes(other)))
      .map((other) => ({ name: other, prefixes: prefixesOf(other) }))
      .filter((other): other is { name: string; prefixes: string[] } => Array.isArray(other.prefixes));
    // Typed as what it should be: declarationProblems checks every field of what it is.
    const checked = { name, prefixes: prefixesOf(name) as string[], pages: declaration.pages as DeclaredPage[] };
    const problems = declarationProblems(checked, { shellPaths: SHELL_PATHS, otherRemotes: others });
    if (problems.length) {
      refused[name] = problems;
      return null;
    }
    return checked.pages.map((page) => ({ ...page, remote: name }));
  }

  const pages: DeclaredRemotePage[] = [];
  const remotes: string[] = [];
  for (const name of names) {
    const served = deployedPagesOf(name) ?? built.filter((page) => page.remote === name);
    if (served.length) remotes.push(name);
    pages.push(...served);
  }
  return { pages, remotes, refused };
}

/** The block's JSON, or undefined when there is none or it is not JSON. */
export function readSitePagesBlock(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): unknown {
  const text = doc?.getElementById(SITE_PAGES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    console.error(`The deploy's #${SITE_PAGES_ELEMENT_ID} is not valid JSON: the shell uses the pages it was built with.`);
    return undefined;
  }
}
