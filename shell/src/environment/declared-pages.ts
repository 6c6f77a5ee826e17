import { REMOTE_PAGES } from './build-settings';
import { settledPreview } from './preview-link';
import { declaredPagesFrom, readSitePagesBlock, type DeclaredPages } from './site-declarations';

/**
 * The site's remote pages, read once, before anything renders: the deploy's declarations in the
 * HTML over the build's (site-declarations.ts), with this tab's accepted preview's in place of
 * its remote's. Read on first use, which start-up makes sure comes after it has settled the
 * preview (remotes/startup.ts): a module-level constant would be read as the entry chunk loads.
 */
function readDeclaredPages(): DeclaredPages {
  const verdict = settledPreview();
  const preview = verdict?.accepted && verdict.declaration ? { remote: verdict.preview.remote, declaration: verdict.declaration } : null;
  const declared = declaredPagesFrom(readSitePagesBlock(), REMOTE_PAGES, preview);
  for (const [name, problems] of Object.entries(declared.refused)) {
    console.error(`The ${name === preview?.remote ? "preview's" : "deploy's"} pages of the ${name} remote are refused: ${problems.join('; ')}.`);
  }
  return declared;
}

export type { DeclaredPages };

let read: DeclaredPages | undefined;

/** The site's remote pages, the same object on every call. */
export function declaredPages(): DeclaredPages {
  read ??= readDeclaredPages();
  return read;
}
