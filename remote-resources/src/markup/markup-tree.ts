/**
 * An article body as the page renders it: the tree the build makes from the article's Markdown
 * (platform/content/markdown-body.js, docs/SPEC.md section 5.5). Text is plain strings, so
 * nothing in a body can become HTML.
 */
export type InlineNode =
  | string
  | { type: 'strong' | 'em'; children: InlineNode[] }
  /** `href` is a site path ("/solutions#sales"), or an https:// or mailto: address. */
  | { type: 'link'; href: string; children: InlineNode[] };

export type BlockNode =
  | { type: 'heading'; level: 2 | 3; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; items: InlineNode[][] };
