import { render } from '@testing-library/react';
import { Markup } from './Markup';

function renderMarkup(source: string): HTMLElement {
  return render(<Markup source={source} />).container;
}

describe('Markup', () => {
  it('renders ## as h2 and ### as h3', () => {
    const root = renderMarkup('## Section\n\n### Sub-section');
    expect(root.querySelector('h2')?.textContent).toBe('Section');
    expect(root.querySelector('h3')?.textContent).toBe('Sub-section');
    expect(root.querySelector('h1')).toBeNull();
  });

  it('renders paragraphs, and bullets as one list', () => {
    const root = renderMarkup('One.\n\nTwo.\n\n- a\n- b\n- c');
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['One.', 'Two.']);
    expect(root.querySelectorAll('ul')).toHaveLength(1);
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
  });

  it('renders bold and italic, nested either way', () => {
    const root = renderMarkup('**bold *inner* bold** and *italic **inner** italic*');
    expect(root.innerHTML).toBe(
      '<p><strong>bold <em>inner</em> bold</strong> and <em>italic <strong>inner</strong> italic</em></p>',
    );
  });

  it('renders inline markup inside headings and list items', () => {
    const root = renderMarkup('## A *fresh* start\n\n- **Key:** value');
    expect(root.querySelector('h2 em')?.textContent).toBe('fresh');
    expect(root.querySelector('li strong')?.textContent).toBe('Key:');
  });

  it('shows unterminated markers as typed', () => {
    const root = renderMarkup('**open and *also open');
    expect(root.innerHTML).toBe('<p>**open and *also open</p>');
  });

  it('shows HTML in a body as text and creates no elements from it', () => {
    const hostile = '<script>window.__pwned = true</script> <img src=x onerror="window.__pwned = true"> **<b>bold</b>**';
    const root = renderMarkup(`## <i>title</i>\n\n${hostile}\n\n- <a href="javascript:alert(1)">x</a>`);
    expect(root.querySelectorAll('script, img, b, i, a')).toHaveLength(0);
    expect(root.querySelector('p')?.textContent).toBe(
      '<script>window.__pwned = true</script> <img src=x onerror="window.__pwned = true"> <b>bold</b>',
    );
    expect(root.querySelector('p strong')?.textContent).toBe('<b>bold</b>');
    expect(root.querySelector('h2')?.textContent).toBe('<i>title</i>');
    expect(root.innerHTML).toContain('&lt;script&gt;');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('renders nothing for an empty body', () => {
    expect(renderMarkup('  \n\n').innerHTML).toBe('');
  });
});
