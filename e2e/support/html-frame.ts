import { parse, serialize } from 'parse5';

/** A node of parse5's default tree, as far as this file reads it. */
interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
}

const attribute = (node: Node, name: string) => node.attrs?.find((attr) => attr.name === name)?.value;

/**
 * A prerendered page's HTML without what its writers wrote: the cards of a list (each `<article>`
 * in `<main>` of a hub or a list page), an article's body (`data-testid="article-body"`), every
 * word in `<main>` and every text of the head (its title, descriptions and structured data). What
 * is left is what the site's code puts around the content: the head's tags, the header, the
 * footer, the page's frame and its data blocks. Its size is the page's cost that no post changes,
 * so a byte budget on it holds whatever is published (docs/content.md, "What a post costs"); a
 * list's cards are bounded by the list's rules (5, 3 and 9 a page), not by the number of posts.
 */
export function pageFrame(html: string): string {
  const document = parse(html) as unknown as Node;
  const visit = (node: Node, inMain: boolean, inHead: boolean) => {
    const main = inMain || node.tagName === 'main';
    const head = inHead || node.tagName === 'head';
    node.childNodes = (node.childNodes ?? []).filter(
      (child) => !(main && (child.tagName === 'article' && !isArticlePage(child))) && attribute(child, 'data-testid') !== 'article-body',
    );
    for (const child of node.childNodes) {
      if (child.nodeName === '#text' && (main || (head && node.tagName !== 'style'))) child.value = '';
      if (child.tagName === 'script' && attribute(child, 'type') === 'application/ld+json') child.childNodes = [];
      if (child.tagName === 'meta' && child.attrs) for (const attr of child.attrs) if (attr.name === 'content') attr.value = '';
      if (main && child.attrs) for (const attr of child.attrs) if (attr.name === 'alt') attr.value = '';
      visit(child, main, head);
    }
  };
  visit(document, false, false);
  return serialize(document as never);
}

/** An article page's own `<article>` (its header and body), which is the page, not a card: it holds an h1. */
function isArticlePage(node: Node): boolean {
  const hasHeading = (candidate: Node): boolean => candidate.tagName === 'h1' || (candidate.childNodes ?? []).some(hasHeading);
  return hasHeading(node);
}
