/**
 * The spec's slug rule: the title lower-cased, spaces to hyphens, non-word characters removed,
 * repeated hyphens collapsed, edge hyphens trimmed. A title with no word characters at all
 * gives "", which callers treat as "no slug".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
