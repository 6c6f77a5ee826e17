import { useEffect } from 'react';
import { site } from '../config/site';

export function formatTitle(pageTitle: string): string {
  return pageTitle ? `${pageTitle} | ${site.brandName}` : site.brandName;
}

/** Sets the document title and meta description for the page that calls it. */
export function useDocumentMeta(pageTitle: string, description: string): void {
  useEffect(() => {
    document.title = formatTitle(pageTitle);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [pageTitle, description]);
}
