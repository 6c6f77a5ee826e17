import { render } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { Markup } from './Markup';
import type { BlockNode } from './markup-tree';

function renderBlocks(blocks: BlockNode[]): HTMLElement {
  return render(<Markup blocks={blocks} />).container;
}

describe('Markup', () => {
  it('renders level-2 and level-3 headings as h2 and h3', () => {
    const root = renderBlocks([
      { type: 'heading', level: 2, children: ['Section'] },
      { type: 'heading', level: 3, children: ['Sub-section'] },
    ]);
    expect(root.querySelector('h2')?.textContent).toBe('Section');
    expect(root.querySelector('h3')?.textContent).toBe('Sub-section');
    expect(root.querySelector('h1')).toBeNull();
  });

  it('renders paragraphs, and a list with its items', () => {
    const root = renderBlocks([
      { type: 'paragraph', children: ['One.'] },
      { type: 'paragraph', children: ['Two.'] },
      { type: 'list', items: [['a'], ['b'], ['c']] },
    ]);
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['One.', 'Two.']);
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
  });

  it('renders bold and italic, nested either way, inside headings and items too', () => {
    const root = renderBlocks([
      {
        type: 'paragraph',
        children: [
          { type: 'strong', children: ['bold ', { type: 'em', children: ['inner'] }, ' bold'] },
          ' and ',
          { type: 'em', children: ['italic ', { type: 'strong', children: ['inner'] }, ' italic'] },
        ],
      },
      { type: 'list', items: [[{ type: 'strong', children: ['Key:'] }, ' value']] },
    ]);
    expect(root.querySelector('p')?.innerHTML).toBe(
      '<strong>bold <em>inner</em> bold</strong> and <em>italic <strong>inner</strong> italic</em>',
    );
    expect(root.querySelector('li strong')?.textContent).toBe('Key:');
  });

  it('links a site path through the router and an address as a plain link', () => {
    const root = renderBlocks([
      {
        type: 'paragraph',
        children: [
          { type: 'link', href: '/solutions#sales', children: ['our sales apps'] },
          ' or ',
          { type: 'link', href: 'https://example.com/guide', children: ['the guide'] },
        ],
      },
    ]);
    const [internal, external] = [...root.querySelectorAll('a')];
    expect(internal.getAttribute('href')).toBe(siteStore.getState().hrefFor('/solutions#sales'));
    expect(external.getAttribute('href')).toBe('https://example.com/guide');
    internal.click();
    expect(siteStore.getState().location.path).toBe('/solutions');
  });

  it('shows HTML-looking text as text and creates no elements from it', () => {
    const hostile = '<script>window.__pwned = true</script> <img src=x onerror="window.__pwned = true">';
    const root = renderBlocks([{ type: 'paragraph', children: [hostile] }]);
    expect(root.querySelectorAll('script, img')).toHaveLength(0);
    expect(root.querySelector('p')?.textContent).toBe(hostile);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('renders nothing for an empty body', () => {
    expect(renderBlocks([]).innerHTML).toBe('');
  });
});
