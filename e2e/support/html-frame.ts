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
 * A prerendered page's HTML without what follows from its content: `<main>` emptied (the cards,
 * an article's body, a list's pager, "See all"), the head's style rules (emotion writes the rules
 * of what rendered, so a pager's come with a second page) and every text of the head (its title,
 * descriptions and structured data). What is left is what the site wraps around any content: the
 * head's tags, the header, the footer, the scripts and the data blocks, where a page that began
 * to carry the whole blog (a list of every post in a data block) would show. A byte budget on it
 * holds at any amount of content; what `<main>` holds is bounded by the lists' rules (5 and 3 on
 * the hub, 9 a page: remote-resources/src/hub/content-sizes.test.tsx) and measured whole at 10,
 * 100 and 500 posts by the growth bench (docs/performance.md, "The cost of growth").
 */
export function pageFrame(html: string): string {
  const document = parse(html) as unknown as Node;
  const visit = (node: Node, inHead: boolean) => {
    const head = inHead || node.tagName === 'head';
    if (node.tagName === 'main' || (head && node.tagName === 'style') || (node.tagName === 'script' && attribute(node, 'type') === 'application/ld+json')) {
      node.childNodes = [];
      return;
    }
    for (const child of node.childNodes ?? []) {
      if (head && child.nodeName === '#text') child.value = '';
      if (head && child.tagName === 'meta' && child.attrs) for (const attr of child.attrs) if (attr.name === 'content') attr.value = '';
      visit(child, head);
    }
  };
  visit(document, false);
  return serialize(document as never);
}
