/**
 * Turns an article's Markdown body into the small tree the article page renders
 * (remote-resources/src/markup/markup-tree.ts), with markdown-it as the parser. The page shows
 * "## " and "### " headings, paragraphs, "- " bullet lists, **bold**, *italic* and links;
 * anything else is reported with its line, so the build fails instead of a page showing
 * something its writer did not mean. Raw HTML never reaches the tree: it is a problem too.
 */
const MarkdownIt = require('markdown-it');

// CommonMark as specified, raw HTML recognised (so that it can be refused) and no typographic
// replacements: the text reads exactly as typed.
const markdown = new MarkdownIt('commonmark', { html: true });
// markdown-it leaves a link to a "javascript:" or "data:" address as plain text; every link is
// let through here instead, so that linkKind reports it and the build fails rather than a writer
// wondering why a link shows as typed.
markdown.validateLink = () => true;

const UNSUPPORTED_BLOCKS = {
  ordered_list_open: 'a numbered list: articles show bullet lists ("- ") only',
  blockquote_open: 'a quote (">"): articles show headings, paragraphs and bullet lists only',
  code_block: 'a code block (lines indented by four spaces or more): start the line at its first word',
  fence: 'a code block ("```"): articles show headings, paragraphs and bullet lists only',
  hr: 'a horizontal rule ("---", "***" or "___"): leave a blank line between sections instead',
  html_block: 'raw HTML: content may not contain HTML; write it in Markdown',
  table_open: 'a table: articles show headings, paragraphs and bullet lists only',
};

const UNSUPPORTED_INLINE = {
  html_inline: 'raw HTML: content may not contain HTML; write it in Markdown',
  image: 'an image ("![...](...)"): articles show the resource\'s photo only',
  code_inline: 'inline code (backticks): articles show plain, bold and italic text only',
};

/**
 * A link may point to a page of the site ("/solutions#sales") or to a full https:// or mailto:
 * address (docs/SPEC.md, section 5.5): a plain http:// address is refused, like any other.
 */
function linkKind(href) {
  if (/^\/(?!\/)/.test(href)) return 'internal';
  if (/^(https:\/\/[^/\s]+|mailto:[^\s@]+@[^\s@]+)/i.test(href)) return 'external';
  return undefined;
}

/** Why a link that linkKind refuses is refused, in the writer's terms. */
function refusedLink(href) {
  if (/^http:\/\//i.test(href)) return `the link "${href}" is a plain http:// address: write its https:// address ("https://${href.slice('http://'.length)}")`;
  return `the link "${href}" goes nowhere a visitor can follow: use a page of the site ("/solutions") or a full "https://" or "mailto:" address`;
}

function appendText(children, value) {
  if (!value) return;
  const last = children.length - 1;
  if (typeof children[last] === 'string') children[last] += value;
  else children.push(value);
}

/**
 * @param {string} source the Markdown body
 * @param {{ firstLine?: number, report: (line: number, message: string) => void }} options
 *   firstLine: the body's first line in its file; report: called once per problem
 * @returns {{ blocks: object[], links: { href: string, line: number }[] }}
 */
function markdownToTree(source, { firstLine = 1, report }) {
  const tokens = markdown.parse(source, {});
  const blocks = [];
  const links = [];
  let list = null;
  let listDepth = 0;
  let itemParagraphs = 0;

  const lineOf = (token) => firstLine + (token.map?.[0] ?? 0);

  function inline(token, firstLineOfBlock) {
    let line = firstLineOfBlock;
    const root = [];
    const stack = [{ children: root }];
    for (const child of token.children ?? []) {
      const top = stack[stack.length - 1];
      switch (child.type) {
        case 'text':
          appendText(top.children, child.content);
          break;
        case 'softbreak':
        case 'hardbreak':
          appendText(top.children, ' ');
          line += 1;
          break;
        case 'strong_open':
        case 'em_open': {
          const node = { type: child.type === 'strong_open' ? 'strong' : 'em', children: [] };
          top.children.push(node);
          stack.push(node);
          break;
        }
        case 'link_open': {
          const href = child.attrGet('href') ?? '';
          const kind = linkKind(href);
          if (!kind) report(line, refusedLink(href));
          else links.push({ href, line, kind });
          const node = { type: 'link', href, children: [] };
          top.children.push(node);
          stack.push(node);
          break;
        }
        case 'strong_close':
        case 'em_close':
        case 'link_close':
          stack.pop();
          break;
        default:
          report(line, UNSUPPORTED_INLINE[child.type] ?? `markup the page cannot show (${child.type})`);
      }
    }
    return root;
  }

  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    const line = lineOf(token);
    switch (token.type) {
      case 'heading_open': {
        const level = Number(token.tag.slice(1));
        if (level === 2 || level === 3) blocks.push({ type: 'heading', level, children: inline(tokens[index + 1], line) });
        else if (level === 1) report(line, 'a level-1 heading ("# "): the title is the article\'s only level-1 heading; use "## " or "### "');
        else report(line, `a level-${level} heading: articles use "## " and "### " headings only`);
        index += 2;
        break;
      }
      case 'bullet_list_open':
        listDepth += 1;
        if (listDepth > 1) report(line, 'a list inside a list: articles show one level of bullets');
        else {
          list = { type: 'list', items: [] };
          blocks.push(list);
        }
        break;
      case 'bullet_list_close':
        listDepth -= 1;
        if (listDepth === 0) list = null;
        break;
      case 'list_item_open':
        itemParagraphs = 0;
        break;
      case 'paragraph_open': {
        const children = inline(tokens[index + 1], line);
        if (listDepth === 1) {
          itemParagraphs += 1;
          if (itemParagraphs === 1) list.items.push(children);
          else report(line, 'a bullet with several paragraphs: keep each bullet to one paragraph');
        } else if (listDepth === 0) {
          blocks.push({ type: 'paragraph', children });
        }
        index += 2;
        break;
      }
      case 'list_item_close':
        if (listDepth === 1 && itemParagraphs === 0) list.items.push([]);
        break;
      default:
        if (UNSUPPORTED_BLOCKS[token.type]) report(line, UNSUPPORTED_BLOCKS[token.type]);
        else if (!token.type.endsWith('_close')) report(line, `markup the page cannot show (${token.type})`);
    }
  }
  return { blocks, links };
}

module.exports = { markdownToTree, linkKind };
