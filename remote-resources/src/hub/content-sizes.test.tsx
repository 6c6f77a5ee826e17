/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The build's content code reads YAML and Markdown with Node's packages, so this jsdom test
// resolves packages as Node does (the browser build of `yaml` is an ES module jest cannot load).
import { cleanup, render, within } from '@testing-library/react';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { icons } from 'lucide-react';
import { linkProblem } from '@site/shared/testing/contract-checks';
import declaration from '../../pages.json';
import { contentFiles } from '../../build/content-files';
import { publishPost } from '../../build/publish-recipe';
import { CONTENT_DIR, loadResources } from '../../build/resources-content';
import type { Resource } from '../data/resources';
import { hubSectionFor } from '../data/lists/hub-sections';
import { ListPager } from './list/ListPager';
import ResourcesPage from './ResourcesPage';

/**
 * The resources content at several sizes, each made as docs/content.md says (publish-recipe.js:
 * the docs' example post with its own title and order), built by the build's own code, and held
 * to the rules of docs/content.md, "Where a post appears": the hub shows the latest 5 blog posts
 * and 3 case studies by order, with "See all N" under a list that has more; a list's pages hold
 * 9 cards each; and every link the hub and the pagers render is a page of the site
 * (store-navigation, shared/testing/contract-checks.ts), the list pages and articles included.
 */
const HUB = { blog: 5, casestudy: 3 } as const;
const LIST_PAGE = 9;

type Kind = keyof typeof HUB;
interface Loaded {
  resources: Array<{ title: string; type: Kind; slug?: string; icon: { name: string } }>;
  listedPaths: Record<string, string[]>;
}
interface Card {
  title: string;
  type: Kind;
}

/** Each size: a name, and what a writer did to a copy of the content. */
const SIZES: Array<[string, (dir: string, orders: Record<Kind, number[]>) => void]> = [
  ['the content as it is', () => undefined],
  ['one blog post more, the newest (the lowest order)', (dir, orders) => publishPost(dir, { title: 'A New First Post', order: Math.min(...orders.blog) - 1 })],
  ['one blog post more, the oldest', (dir, orders) => publishPost(dir, { title: 'An Older Post', order: Math.max(...orders.blog) + 1 })],
  ['one case study more', (dir, orders) => publishPost(dir, { title: 'A New Case Study', type: 'casestudy', order: Math.max(...orders.casestudy) + 1 })],
  [
    'enough blog posts for a second list page',
    (dir, orders) => {
      const missing = LIST_PAGE + 1 - orders.blog.length;
      for (let n = 1; n <= Math.max(missing, 1); n += 1) publishPost(dir, { title: `Post Number ${n}`, order: Math.max(...orders.blog) + n });
    },
  ],
  ['a hundred blog posts more', (dir, orders) => Array.from({ length: 100 }, (_, n) => publishPost(dir, { title: `Hundred Post ${n + 1}`, order: Math.max(...orders.blog) + n + 1 }))],
  [
    'one blog post removed',
    (dir) => {
      const removed = readdirSync(dir).find((file) => /^type: blog$/m.test(readFileSync(path.join(dir, file), 'utf8')));
      if (removed) rmSync(path.join(dir, removed));
    },
  ],
];

/** The orders each list of the content in `dir` uses, as its files give them. */
function ordersIn(dir: string): Record<Kind, number[]> {
  const orders: Record<Kind, number[]> = { blog: [], casestudy: [] };
  for (const file of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const type = /^type: (\w+)/m.exec(text)?.[1] as Kind;
    orders[type].push(Number(/^order: (-?\d+)/m.exec(text)?.[1]));
  }
  return orders;
}

/** A card of the build's, with its icon's component as the hub module gives it. */
function resourceOf(card: object): Resource {
  const { icon } = card as Loaded['resources'][number];
  return { ...card, icon: icons[icon.name as keyof typeof icons] } as Resource;
}

function hrefsIn(element: HTMLElement): string[] {
  return [...element.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
}

describe.each(SIZES)('the resources content with %s', (_size, change) => {
  let dir = '';
  let loaded: Loaded;
  let made: ReturnType<typeof contentFiles>;
  let pages: Array<{ path: string; paths?: string[] }>;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'resources-content-'));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    change(dir, ordersIn(dir));
    loaded = loadResources(dir) as Loaded;
    made = contentFiles(loadResources(dir));
    pages = declaration.pages.map((page) => ({ ...page, paths: loaded.listedPaths[page.module] }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(cleanup);

  const listOf = (type: Kind) => loaded.resources.filter((resource) => resource.type === type);
  const titles = (cards: readonly Card[]) => cards.map(({ title }) => title);
  const noBadLinks = (hrefs: string[]) => hrefs.map((href) => linkProblem(href, { origin: 'http://localhost', urlMode: 'hash', basePath: '/', pages })).filter(Boolean);

  it('shows the latest 5 blog posts and 3 case studies on the hub, "See all N" under a longer list, and links only to pages of the site', () => {
    const latest = { blog: made.latest.blog.map(resourceOf), casestudy: made.latest.casestudy.map(resourceOf) };
    const { container } = render(<ResourcesPage latest={latest} counts={made.counts as Record<Kind, number>} />);
    for (const [type, id, name] of [['blog', 'blog-section', 'blog posts'], ['casestudy', 'casestudies-section', 'case studies']] as const) {
      const list = listOf(type);
      const section = within(container.querySelector<HTMLElement>(`#${id}`)!);
      expect(section.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual(titles(list.slice(0, HUB[type])));
      const all = section.queryByRole('link', { name: `See all ${list.length} ${name}` });
      expect(all === null ? null : all.getAttribute('href')).toBe(list.length > HUB[type] ? `/#/resources/${type}/page/1` : null);
    }
    expect(noBadLinks(hrefsIn(container))).toEqual([]);
  });

  it('cuts each list into pages of 9 in the hub\'s order, each declared, and every pager links to pages of the site', () => {
    for (const type of ['blog', 'casestudy'] as const) {
      const list = listOf(type);
      const files = made.listPages[type].map((ref) => JSON.parse(made.files.find(({ file }) => file === ref.file)!.text) as { cards: Card[] });
      const count = Math.max(1, Math.ceil(list.length / LIST_PAGE));
      expect(files.map(({ cards }) => cards.length)).toEqual(Array.from({ length: count }, (_, n) => Math.min(LIST_PAGE, list.length - n * LIST_PAGE)));
      expect(files.flatMap(({ cards }) => titles(cards))).toEqual(titles(list));
      expect(loaded.listedPaths.ResourceListPage.filter((listed) => listed.startsWith(`/resources/${type}/`))).toEqual(Array.from({ length: count }, (_, n) => `/resources/${type}/page/${n + 1}`));
      for (let current = 1; current <= count; current += 1) {
        const { container } = render(<ListPager section={hubSectionFor(type)} current={current} count={count} />);
        expect(noBadLinks(hrefsIn(container))).toEqual([]);
        cleanup();
      }
    }
  });

  it("declares every article's path, and no other", () => {
    expect(loaded.listedPaths.ArticlePage).toEqual(loaded.resources.filter(({ slug }) => slug).map(({ type, slug }) => `/resources/${type}/${slug}`));
    expect(noBadLinks(loaded.listedPaths.ArticlePage.map((article) => `/#${article}`))).toEqual([]);
    expect(noBadLinks([`/#/resources/blog/page/${Math.ceil(listOf('blog').length / LIST_PAGE) + 1}`])).toHaveLength(1);
  });
});
