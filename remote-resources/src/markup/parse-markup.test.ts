import { parseInline, parseMarkup, type InlineNode } from './parse-markup';

const text = (value: string): InlineNode => ({ type: 'text', value });
const strong = (...children: InlineNode[]): InlineNode => ({ type: 'strong', children });
const em = (...children: InlineNode[]): InlineNode => ({ type: 'em', children });

/** The visible text of inline nodes, to check nothing is lost. */
function plain(nodes: InlineNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.value : plain(node.children))).join('');
}

describe('parseInline', () => {
  it('keeps plain text as one text node', () => {
    expect(parseInline('Just words, no markers.')).toEqual([text('Just words, no markers.')]);
  });

  it('reads **bold** and *italic*', () => {
    expect(parseInline('A **bold** and an *italic* word')).toEqual([
      text('A '),
      strong(text('bold')),
      text(' and an '),
      em(text('italic')),
      text(' word'),
    ]);
  });

  it('nests italic inside bold and bold inside italic', () => {
    expect(parseInline('**bold *both* bold**')).toEqual([strong(text('bold '), em(text('both')), text(' bold'))]);
    expect(parseInline('*italic **both** italic*')).toEqual([em(text('italic '), strong(text('both')), text(' italic'))]);
  });

  it('reads three stars as bold inside italic', () => {
    expect(parseInline('***both***')).toEqual([em(strong(text('both')))]);
  });

  it('ends bold right before trailing punctuation', () => {
    expect(parseInline('**Leads were scattered.** Website sign-ups')).toEqual([
      strong(text('Leads were scattered.')),
      text(' Website sign-ups'),
    ]);
  });

  it('renders unterminated markers literally', () => {
    expect(parseInline('**never closed')).toEqual([text('**never closed')]);
    expect(parseInline('an *open italic')).toEqual([text('an *open italic')]);
    expect(parseInline('closed only** here')).toEqual([text('closed only** here')]);
    expect(parseInline('**bold** then *dangling')).toEqual([strong(text('bold')), text(' then *dangling')]);
  });

  it('keeps stars surrounded by spaces literal, as in arithmetic', () => {
    expect(parseInline('2 * 3 * 4 = 24')).toEqual([text('2 * 3 * 4 = 24')]);
    expect(parseInline('** not bold **')).toEqual([text('** not bold **')]);
  });

  it('keeps empty markers and long runs of stars literal', () => {
    expect(parseInline('a **** b')).toEqual([text('a **** b')]);
    expect(parseInline('rated *****')).toEqual([text('rated *****')]);
  });

  it('never loses text with crossing markers', () => {
    const nodes = parseInline('*a **b* c**');
    expect(plain(nodes).replace(/\*/g, '')).toBe('a b c');
  });
});

describe('parseMarkup', () => {
  it('reads ## and ### headings', () => {
    expect(parseMarkup('## The client\n\n### Process first')).toEqual([
      { type: 'heading', level: 2, children: [text('The client')] },
      { type: 'heading', level: 3, children: [text('Process first')] },
    ]);
  });

  it('treats other hashes as paragraph text', () => {
    expect(parseMarkup('# Not a heading\n\n#### Nor this\n\n##No space')).toEqual([
      { type: 'paragraph', children: [text('# Not a heading')] },
      { type: 'paragraph', children: [text('#### Nor this')] },
      { type: 'paragraph', children: [text('##No space')] },
    ]);
  });

  it('separates paragraphs by blank lines and joins wrapped lines', () => {
    expect(parseMarkup('First line\nstill first.\n\n\nSecond *one*.')).toEqual([
      { type: 'paragraph', children: [text('First line still first.')] },
      { type: 'paragraph', children: [text('Second '), em(text('one')), text('.')] },
    ]);
  });

  it('groups consecutive "- " lines into one list with inline markup', () => {
    expect(parseMarkup('Intro:\n- **One.** first\n- two\n\n- three')).toEqual([
      { type: 'paragraph', children: [text('Intro:')] },
      { type: 'list', items: [[strong(text('One.')), text(' first')], [text('two')]] },
      { type: 'list', items: [[text('three')]] },
    ]);
  });

  it('ends a list at a line that is not a bullet', () => {
    expect(parseMarkup('- a\n- b\nAfter the list')).toEqual([
      { type: 'list', items: [[text('a')], [text('b')]] },
      { type: 'paragraph', children: [text('After the list')] },
    ]);
  });

  it('does not take "-" without a space, or an empty bullet, for a list item', () => {
    expect(parseMarkup('-5 degrees\n\n- ')).toEqual([
      { type: 'paragraph', children: [text('-5 degrees')] },
      { type: 'paragraph', children: [text('-')] },
    ]);
  });

  it('accepts Windows line endings and indented lines', () => {
    expect(parseMarkup('  ## Title  \r\n\r\n  - item\r\n')).toEqual([
      { type: 'heading', level: 2, children: [text('Title')] },
      { type: 'list', items: [[text('item')]] },
    ]);
  });

  it('keeps markup that does not close inside one block literal', () => {
    expect(parseMarkup('**starts here\n\nends here**')).toEqual([
      { type: 'paragraph', children: [text('**starts here')] },
      { type: 'paragraph', children: [text('ends here**')] },
    ]);
  });

  it('gives nothing for an empty body', () => {
    expect(parseMarkup('')).toEqual([]);
    expect(parseMarkup('\n \n\t\n')).toEqual([]);
  });

  it('treats HTML as plain text', () => {
    expect(parseMarkup('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">')).toEqual([
      { type: 'paragraph', children: [text('<script>alert(1)</script>')] },
      { type: 'paragraph', children: [text('<img src=x onerror="alert(1)">')] },
    ]);
  });

  it('copes with long hostile runs of markers quickly and shallowly', () => {
    const hostile = '*a '.repeat(20_000) + '**b '.repeat(20_000);
    const started = Date.now();
    const [block] = parseMarkup(hostile);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(block.type).toBe('paragraph');
    const depth = (nodes: InlineNode[]): number =>
      Math.max(0, ...nodes.map((node) => (node.type === 'text' ? 0 : 1 + depth(node.children))));
    expect(depth(block.type === 'paragraph' ? block.children : [])).toBeLessThanOrEqual(16);
  });
});
