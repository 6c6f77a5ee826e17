import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { categories, siteStore } from '@site/shared';
import type { Catalogue, CatalogueLoader } from './loading';
import SolutionsPage from './SolutionsPage';
import { testCatalogue, testSolution } from './loading/test-catalogue';

const scrollIntoView = jest.fn();

function goTo(target: string) {
  act(() => siteStore.getState().navigate(target));
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** Renders the page with a catalogue that is already there (the loader resolves at once). */
async function renderWith(catalogue: Catalogue) {
  const load: CatalogueLoader = () => Promise.resolve(catalogue);
  const view = render(<SolutionsPage loadCatalogue={load} />);
  await screen.findByTestId('solutions-results');
  return view;
}

function sectionTitles(): string[] {
  // Plain DOM queries: role queries over 15 sections are slow in jsdom.
  return Array.from(screen.getByTestId('solutions-results').querySelectorAll('section > div > h2'), (h) => h.textContent ?? '');
}

/** The full list renders in steps (useRenderInSteps): waits for the last one. */
async function fullListShown() {
  await waitFor(() => expect(sectionTitles()).toHaveLength(categories.length));
}

/** jsdom applies no media queries, so the desktop-only sidebar counts as hidden there. */
function sidebar() {
  return screen.getByRole('navigation', { name: 'Categories', hidden: true });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  siteStore.getState().configureUrls('hash', '/');
  siteStore.setState({ toast: null });
  goTo('/solutions');
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SolutionsPage', () => {
  it('shows "Loading solutions..." until the catalogue arrives', async () => {
    let resolve!: (catalogue: Catalogue) => void;
    const load: CatalogueLoader = () => new Promise((r) => (resolve = r));
    render(<SolutionsPage loadCatalogue={load} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cloud Solutions' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading solutions...');
    // Navigation does not wait for the data.
    expect(within(sidebar()).getAllByRole('link', { hidden: true })).toHaveLength(categories.length + 1);
    resolve(testCatalogue());
    await fullListShown();
    expect(screen.queryByText('Loading solutions...')).toBeNull();
  });

  it('shows every category as a titled section, in spec order, without a hash', async () => {
    await renderWith(testCatalogue());
    // Busy until the last step is in: the prerender waits for that too.
    expect(screen.getByTestId('solutions-results').getAttribute('aria-busy')).toBe('true');
    await fullListShown();
    expect(screen.getByTestId('solutions-results').hasAttribute('aria-busy')).toBe(false);
    expect(sectionTitles()).toEqual(categories.map((c) => c.name));
    expect(within(sidebar()).getByRole('link', { name: 'All Solutions', hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('All Solutions | Clearsky Consulting');
    const help = screen.getByRole('complementary', { name: 'Not sure which apps you need?' });
    expect(within(help).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#/contact');
  });

  it('shows the full list 3 categories first, then 2 more per step', async () => {
    // docs/SPEC.md, sections 4.4 and 8: "3 categories, then 2". Each commit's count of sections.
    const counts: number[] = [];
    const record = () => {
      const results = document.querySelector('[data-testid="solutions-results"]');
      const count = results ? results.querySelectorAll('section > div > h2').length : 0;
      if (results && counts.at(-1) !== count) counts.push(count);
    };
    const load: CatalogueLoader = () => Promise.resolve(testCatalogue());
    render(
      <Profiler id="solutions" onRender={record}>
        <SolutionsPage loadCatalogue={load} />
      </Profiler>,
    );
    await fullListShown();
    // The number of categories is content (shared/content/categories.yaml); the steps are not.
    const expected: number[] = [];
    for (let shown = 3; shown < categories.length; shown += 2) expected.push(shown);
    expected.push(categories.length);
    expect(counts).toEqual(expected);
  });

  it('shows only the selected category for a key hash, and marks it in both navigations', async () => {
    goTo('/solutions#finance');
    await renderWith(testCatalogue());
    expect(sectionTitles()).toEqual(['Finance']);
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(['finance-one']);
    const current = within(sidebar()).getAllByRole('link', { hidden: true }).filter((l) => l.getAttribute('aria-current'));
    expect(current.map((l) => l.textContent)).toEqual(['Finance']);
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('finance');
    expect(document.title).toBe('Finance Solutions | Clearsky Consulting');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Finance solutions/);
  });

  it('says so when a selected category has no solutions', async () => {
    goTo('/solutions#legal');
    await renderWith(testCatalogue(['legal']));
    expect(sectionTitles()).toEqual(['Legal']);
    expect(screen.getByText('No solutions in this category yet. Stay tuned!')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('keeps an empty category as a titled section in the full list', async () => {
    await renderWith(testCatalogue(['commerce']));
    await fullListShown();
    const commerce = screen.getByRole('region', { name: 'Commerce & POS' });
    expect(within(commerce).getByText('No solutions in this category yet. Stay tuned!')).toBeTruthy();
    expect(screen.getAllByText('No solutions in this category yet. Stay tuned!')).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(categories.length - 1);
  });

  it('follows hash changes made anywhere (footer links, back/forward, typed URLs)', async () => {
    await renderWith(testCatalogue());
    goTo('/solutions#legal');
    expect(sectionTitles()).toEqual(['Legal']);
    goTo('#all');
    expect(sectionTitles()).toHaveLength(categories.length);
    window.history.replaceState(null, '', '/#/solutions#service');
    act(() => siteStore.getState().syncFromUrl());
    expect(sectionTitles()).toEqual(['Service']);
  });

  it('sets the hash to the key chosen in the sidebar', async () => {
    await renderWith(testCatalogue());
    const link = within(sidebar()).getByRole('link', { name: 'Human Resources', hidden: true });
    expect(link.getAttribute('href')).toBe('/#/solutions%23humanResources');
    act(() => {
      fireEvent.click(link);
    });
    expect(siteStore.getState().location).toEqual({ path: '/solutions', hash: 'humanResources' });
    expect(window.location.hash).toBe('#/solutions%23humanResources');
    expect(sectionTitles()).toEqual(['Human Resources']);
  });

  it('sets the hash to the key chosen in the dropdown', async () => {
    await renderWith(testCatalogue());
    const select = screen.getByLabelText<HTMLSelectElement>('Category');
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['All Solutions', ...categories.map((c) => c.name)]);
    act(() => {
      fireEvent.change(select, { target: { value: 'biAnalytics' } });
    });
    expect(siteStore.getState().location.hash).toBe('biAnalytics');
    expect(sectionTitles()).toEqual(['BI & Analytics']);
    act(() => {
      fireEvent.change(select, { target: { value: 'all' } });
    });
    expect(siteStore.getState().location.hash).toBe('all');
    expect(sectionTitles()).toHaveLength(categories.length);
  });

  it.each([
    ['an unknown word', 'nope'],
    ['malformed encoding', '%E0%A4%A'],
    ['a script tag', '<script>alert(1)</script>'],
    ['a very long string', 'z'.repeat(500)],
  ])('shows every category for %s', async (_label, hash) => {
      goTo(`/solutions#${hash}`);
      await renderWith(testCatalogue());
      await fullListShown();
      expect(document.title).toBe('All Solutions | Clearsky Consulting');
  });

  it('raises the Learn More toast through the shared store', async () => {
    const catalogue = { ...testCatalogue(), sales: [testSolution('sales', 'crm', 'CRM')] };
    goTo('/solutions#sales');
    await renderWith(catalogue);
    const button = screen.getByRole('button', { name: 'Learn more about CRM' });
    expect(button.textContent).toBe('Learn More');
    fireEvent.click(button);
    expect(siteStore.getState().toast).toMatchObject({
      title: 'More Info on CRM',
      description: 'Contact us to learn how we can help you implement this solution!',
      variant: 'default',
      open: true,
    });
  });

  it('scrolls to a solution after 150 ms and rings it for 2000 ms', async () => {
    // docs/SPEC.md, sections 4.4 and 8: 150 ms, then 2000 ms.
    const catalogue = { ...testCatalogue(), finance: [testSolution('finance', 'one'), testSolution('finance', 'books')] };
    goTo('/solutions#finance-books');
    jest.useFakeTimers();
    await renderWith(catalogue);
    expect(sectionTitles()).toEqual(['Finance']);
    const card = document.getElementById('finance-books')!;
    expect(card.tagName).toBe('ARTICLE');

    act(() => jest.advanceTimersByTime(149));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(card.getAttribute('data-highlighted')).toBeNull();

    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(card);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(card.getAttribute('data-highlighted')).toBe('true');
    expect(document.getElementById('finance-one')!.getAttribute('data-highlighted')).toBeNull();

    act(() => jest.advanceTimersByTime(1999));
    expect(card.getAttribute('data-highlighted')).toBe('true');
    act(() => jest.advanceTimersByTime(1));
    expect(card.getAttribute('data-highlighted')).toBeNull();
  });

  it('jumps instead of scrolling smoothly for visitors who prefer reduced motion', async () => {
    setReducedMotion(true);
    goTo('/solutions#finance-one');
    jest.useFakeTimers();
    await renderWith(testCatalogue());
    act(() => jest.advanceTimersByTime(150));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('drops the ring when another selection comes before it ends', async () => {
    goTo('/solutions#finance-one');
    jest.useFakeTimers();
    await renderWith(testCatalogue());
    act(() => jest.advanceTimersByTime(150));
    expect(document.getElementById('finance-one')!.getAttribute('data-highlighted')).toBe('true');
    goTo('#finance');
    expect(document.getElementById('finance-one')!.getAttribute('data-highlighted')).toBeNull();
  });

  it('brings the results back into view when a category is chosen far down the page', async () => {
    await renderWith(testCatalogue());
    const results = screen.getByTestId('solutions-results');
    results.getBoundingClientRect = () => ({ top: -2400 }) as DOMRect;
    goTo('#sales');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByTestId('solutions-results'));
  });

  it('leaves the scroll alone when the results are already in view', async () => {
    await renderWith(testCatalogue());
    screen.getByTestId('solutions-results').getBoundingClientRect = () => ({ top: 400 }) as DOMRect;
    goTo('#sales');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('keeps its selection while the visitor leaves for another page', async () => {
    goTo('/solutions#legal');
    await renderWith(testCatalogue());
    goTo('/about');
    expect(sectionTitles()).toEqual(['Legal']);
    expect(document.title).toBe('Legal Solutions | Clearsky Consulting');
  });

  it('offers Retry when the catalogue cannot be loaded, and recovers', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<Catalogue>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(testCatalogue());
    render(<SolutionsPage loadCatalogue={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the solutions right now.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('solutions-results');
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('renders at once when the same catalogue was loaded before', async () => {
    const load = jest.fn<Promise<Catalogue>, []>().mockResolvedValue(testCatalogue());
    const first = render(<SolutionsPage loadCatalogue={load} />);
    await screen.findByTestId('solutions-results');
    first.unmount();
    render(<SolutionsPage loadCatalogue={load} />);
    expect(screen.getByTestId('solutions-results')).toBeTruthy();
    expect(screen.queryByText('Loading solutions...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
