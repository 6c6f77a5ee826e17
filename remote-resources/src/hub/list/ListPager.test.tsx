import { render, screen, within } from '@testing-library/react';
import { hubSectionFor } from '../../data/lists/hub-sections';
import { ListPager } from './ListPager';

describe('ListPager', () => {
  it('leads to the newer page (rel="prev"), the older (rel="next"), the first, the last and the pages beside', () => {
    render(<ListPager section={hubSectionFor('casestudy')} current={5} count={42} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of case studies' });
    const newer = within(nav).getByRole('link', { name: /Newer case studies/ });
    expect([newer.getAttribute('href'), newer.getAttribute('rel')]).toEqual(['/#/resources/casestudy/page/4', 'prev']);
    const older = within(nav).getByRole('link', { name: /Older case studies/ });
    expect([older.getAttribute('href'), older.getAttribute('rel')]).toEqual(['/#/resources/casestudy/page/6', 'next']);
    // Numbers from tablets up (hidden to jsdom, which applies no media query); a phone reads the position.
    expect(within(nav).getAllByRole('link', { name: /^Page \d+$/, hidden: true }).map((link) => link.textContent)).toEqual(['1', '4', '6', '42']);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Page 5');
    expect(within(nav).getByText('Page 5 of 42')).toBeTruthy();
  });

  it('has no newer page on the first, and no older on the last', () => {
    const { rerender } = render(<ListPager section={hubSectionFor('blog')} current={1} count={2} />);
    expect(screen.queryByRole('link', { name: /Newer/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Older blog posts/ }).getAttribute('href')).toBe('/#/resources/blog/page/2');
    rerender(<ListPager section={hubSectionFor('blog')} current={2} count={2} />);
    expect(screen.queryByRole('link', { name: /Older/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Newer blog posts/ }).getAttribute('href')).toBe('/#/resources/blog/page/1');
  });
});
