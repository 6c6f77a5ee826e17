import { selectionMeta } from './page-meta';

describe('selectionMeta', () => {
  it('titles the unfiltered page All Solutions', () => {
    expect(selectionMeta({ kind: 'all' }).title).toBe('All Solutions');
    expect(selectionMeta(null).title).toBe('All Solutions');
  });

  it('titles a category "{name} Solutions" and describes it', () => {
    const meta = selectionMeta({ kind: 'category', category: 'sales' });
    expect(meta.title).toBe('Sales Solutions');
    expect(meta.description).toMatch(/^Sales solutions from Clearsky Consulting/);
  });

  it('titles a solution hash by its category', () => {
    expect(selectionMeta({ kind: 'solution', category: 'humanResources', solutionId: 'x' }).title).toBe(
      'Human Resources Solutions',
    );
  });

  it('gives each selection its own description', () => {
    const all = selectionMeta({ kind: 'all' }).description;
    const legal = selectionMeta({ kind: 'category', category: 'legal' }).description;
    expect(all).not.toBe(legal);
    expect(legal).toContain('Legal');
  });
});
