import { useState } from 'react';
import { matchRoute, useSiteStore } from '@site/shared';

/**
 * The type and slug of the article this page shows. The shell keeps a page mounted while it
 * animates out, by which time the store already holds the next path (/contact, say); this page
 * then keeps its own article instead of reading that path as an unknown article and redirecting.
 */
export function useArticleRoute(): { type: string; slug: string } | null {
  const path = useSiteStore((s) => s.location.path);
  const [articlePath, setArticlePath] = useState(path);
  const current = matchRoute(path).name === 'article' ? path : articlePath;
  // Adjusting state while rendering (React's pattern for state derived from a changing input).
  if (current !== articlePath) setArticlePath(current);
  const match = matchRoute(current);
  return match.name === 'article' ? match.params : null;
}
