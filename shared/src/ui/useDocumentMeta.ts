import { useEffect } from 'react';
import { site } from '../config/site';

export function formatTitle(pageTitle: string): string {
  return pageTitle ? `${pageTitle} | ${site.brandName}` : site.brandName;
}

/** Sets the document title ("{pageTitle} | {brand}") and the meta description. */
export function setDocumentMeta(pageTitle: string, description: string): void {
  document.title = formatTitle(pageTitle);
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

/**
 * Sets the document title and meta description for the page that calls it, after it renders:
 * a shell page's, or a remote page's whose head follows its state (the solutions category, an
 * article). A remote page's declared head (its pages.json) the shell sets as the page shows.
 */
export function useDocumentMeta(pageTitle: string, description: string): void {
  useEffect(() => setDocumentMeta(pageTitle, description), [pageTitle, description]);
}
