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

/** A remote's pages.json, as its pages import it. */
export interface PageDeclarations {
  pages: ReadonlyArray<{ module: string; title?: string; description?: string }>;
}

/** The title and description a remote's pages.json declares for its page `module` (empty when it declares none). */
export function declaredHead(declaration: PageDeclarations, module: string): { title: string; description: string } {
  const page = declaration.pages.find((entry) => entry.module === module);
  return { title: page?.title ?? '', description: page?.description ?? '' };
}

/**
 * Sets the head a remote's pages.json declares for its page `module`: the title and the
 * description are written there once, where tools read them without running the remote, and
 * the page sets them itself, so it shows with its head under any shell. A page whose head
 * follows its state (a category, an article) calls useDocumentMeta instead, with declaredHead
 * for the state that has no head of its own.
 */
export function useDeclaredHead(declaration: PageDeclarations, module: string): void {
  const { title, description } = declaredHead(declaration, module);
  useDocumentMeta(title, description);
}
