/**
 * Parser for the lightweight markup of resource bodies (docs/SPEC.md, section 5.5): "## " and "### "
 * headings, "- " bullets, blank-line-separated paragraphs, **bold** and *italic* (which may
 * nest). It builds a plain tree and never HTML: a body containing "<script>" is only text.
 * Anything it does not recognise, such as an unterminated marker, stays literal.
 */

export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] };

export type BlockNode =
  | { type: 'heading'; level: 2 | 3; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; items: InlineNode[][] };

const HEADING = /^(#{2,3}) +(\S.*)$/;
const BULLET = /^- +(\S.*)$/;
const STAR = '*';
/** Longer runs of stars are not emphasis in this markup; they stay literal. */
const MAX_DELIMITER_RUN = 3;
/** Caps how deeply emphasis nests, so hostile input cannot build a very deep tree. */
const MAX_OPEN_DELIMITERS = 8;

type Token = { kind: 'text'; value: string } | { kind: 'stars'; count: number; canOpen: boolean; canClose: boolean };

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\*+/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) tokens.push({ kind: 'text', value: text.slice(last, match.index) });
    const end = match.index + match[0].length;
    const count = match[0].length;
    if (count > MAX_DELIMITER_RUN) tokens.push({ kind: 'text', value: match[0] });
    else {
      // A run can open emphasis only before text and close it only after text, so "2 * 3"
      // and a bullet-like "* " stay literal.
      tokens.push({ kind: 'stars', count, canOpen: !isSpace(text[end]), canClose: !isSpace(text[match.index - 1]) });
    }
    last = end;
  }
  if (last < text.length) tokens.push({ kind: 'text', value: text.slice(last) });
  return tokens;
}

interface Frame {
  /** Stars of the opening run not yet matched. */
  stars: number;
  children: InlineNode[];
}

function append(children: InlineNode[], value: string): void {
  const previous = children[children.length - 1];
  if (previous?.type === 'text') previous.value += value;
  else if (value) children.push({ type: 'text', value });
}

/** Unmatched opening stars become text again, followed by what came after them. */
function dissolve(frame: Frame, into: InlineNode[]): void {
  append(into, STAR.repeat(frame.stars));
  for (const child of frame.children) {
    if (child.type === 'text') append(into, child.value);
    else into.push(child);
  }
}

/**
 * Emphasis by delimiter runs, a reduced form of CommonMark's algorithm: a closing run matches
 * the nearest open run; two stars on both sides make bold, otherwise italics; leftover stars
 * keep matching outwards, so "***both***" is bold inside italics and "*a **b** c*" nests.
 */
export function parseInline(text: string): InlineNode[] {
  const root: Frame = { stars: 0, children: [] };
  const open: Frame[] = [];
  const top = () => open[open.length - 1] ?? root;

  for (const token of tokenize(text)) {
    if (token.kind === 'text') {
      append(top().children, token.value);
      continue;
    }
    let remaining = token.count;
    if (token.canClose) {
      while (remaining > 0 && open.length > 0) {
        const opener = open[open.length - 1];
        const used = remaining >= 2 && opener.stars >= 2 ? 2 : 1;
        const node: InlineNode = { type: used === 2 ? 'strong' : 'em', children: opener.children };
        opener.stars -= used;
        remaining -= used;
        if (opener.stars > 0) {
          opener.children = [node];
        } else {
          open.pop();
          top().children.push(node);
        }
      }
    }
    if (remaining === 0) continue;
    if (token.canOpen && open.length < MAX_OPEN_DELIMITERS) open.push({ stars: remaining, children: [] });
    else append(top().children, STAR.repeat(remaining));
  }
  while (open.length > 0) {
    const frame = open.pop()!;
    dissolve(frame, top().children);
  }
  return root.children;
}

export function parseMarkup(source: string): BlockNode[] {
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  let list: InlineNode[][] | null = null;

  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: 'list', items: list });
    list = null;
  };

  for (const rawLine of source.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (!line) {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      blocks.push({ type: 'heading', level: heading[1].length === 2 ? 2 : 3, children: parseInline(heading[2].trim()) });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      endParagraph();
      list ??= [];
      list.push(parseInline(bullet[1]));
      continue;
    }
    endList();
    paragraph.push(line);
  }
  endParagraph();
  endList();
  return blocks;
}
