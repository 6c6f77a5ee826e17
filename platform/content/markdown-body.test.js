/** @jest-environment node */
const { markdownToTree } = require('./markdown-body');

function tree(source) {
  const problems = [];
  const { blocks, links } = markdownToTree(source, { report: (line, message) => problems.push(`line ${line}: ${message}`) });
  return { blocks, links, problems };
}

describe('markdownToTree', () => {
  it('reads ## and ### headings, paragraphs with wrapped lines joined, and one list per run of bullets', () => {
    expect(tree('## Section\n\n### Sub\n\nOne line\nwrapped.\n\n- a\n- **b**\n\nAfter.').blocks).toEqual([
      { type: 'heading', level: 2, children: ['Section'] },
      { type: 'heading', level: 3, children: ['Sub'] },
      { type: 'paragraph', children: ['One line wrapped.'] },
      { type: 'list', items: [['a'], [{ type: 'strong', children: ['b'] }]] },
      { type: 'paragraph', children: ['After.'] },
    ]);
  });

  it('reads bold and italic, nested either way, and three stars as both', () => {
    expect(tree('**bold *in* bold** and *it **in** it* and ***both***').blocks[0].children).toEqual([
      { type: 'strong', children: ['bold ', { type: 'em', children: ['in'] }, ' bold'] },
      ' and ',
      { type: 'em', children: ['it ', { type: 'strong', children: ['in'] }, ' it'] },
      ' and ',
      { type: 'em', children: [{ type: 'strong', children: ['both'] }] },
    ]);
  });

  it('keeps unterminated markers, arithmetic stars and escaped characters as typed', () => {
    expect(tree('**open and *also open; 2 * 3 = 6; \\<b\\> and \\*not italic\\*').blocks[0].children).toEqual([
      '**open and *also open; 2 * 3 = 6; <b> and *not italic*',
    ]);
  });

  it('collects links: site paths and full addresses', () => {
    const { blocks, links, problems } = tree('See [the **catalogue**](/solutions#sales)\nor [mail us](mailto:hello@example.com).\n\nRead [the guide](https://example.com/guide).');
    expect(problems).toEqual([]);
    expect(blocks[0].children[1]).toEqual({ type: 'link', href: '/solutions#sales', children: ['the ', { type: 'strong', children: ['catalogue'] }] });
    expect(links.map((link) => [link.href, link.kind, link.line])).toEqual([
      ['/solutions#sales', 'internal', 1],
      ['mailto:hello@example.com', 'external', 2],
      ['https://example.com/guide', 'external', 4],
    ]);
  });

  it('refuses raw HTML, block or inline, so none reaches the page', () => {
    const { problems } = tree('<script>alert(1)</script>\n\nText with <b>bold</b>.');
    expect(problems).toEqual([
      'line 1: raw HTML: content may not contain HTML; write it in Markdown',
      'line 3: raw HTML: content may not contain HTML; write it in Markdown',
      'line 3: raw HTML: content may not contain HTML; write it in Markdown',
    ]);
  });

  it.each([
    ['# Title', 'a level-1 heading'],
    ['#### Deep', 'a level-4 heading'],
    ['1. one\n2. two', 'a numbered list'],
    ['- a\n  - nested', 'a list inside a list'],
    ['> quoted', 'a quote'],
    ['    indented code', 'a code block (lines indented'],
    ['```\ncode\n```', 'a code block ("```")'],
    ['Text\n\n---\n\nMore', 'a horizontal rule'],
    ['![photo](/x.png)', 'an image'],
    ['Use `npm`', 'inline code'],
    ['[link](javascript:alert(1))', 'goes nowhere'],
    ['[link](page.html)', 'goes nowhere'],
    ['[guide](http://example.com/guide)', 'the link "http://example.com/guide" is a plain http:// address: write its https:// address ("https://example.com/guide")'],
    ['[guide](HTTP://example.com)', 'is a plain http:// address'],
    ['- one\n\n  second paragraph', 'a bullet with several paragraphs'],
  ])('refuses markup the page cannot show: %j', (source, message) => {
    expect(tree(source).problems.join('\n')).toContain(message);
  });

  it('counts lines from where the body starts in its file', () => {
    const problems = [];
    markdownToTree('Fine.\n\n# Title', { firstLine: 10, report: (line) => problems.push(line) });
    expect(problems).toEqual([12]);
  });
});
