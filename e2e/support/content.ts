import { createRequire } from 'node:module';

/**
 * The site's content as the builds read it (docs/content.md), for the tests whose counts and
 * lists follow it: a post published or a solution added the documented way changes what these
 * return, and the pages with them, so no test needs editing. What the content must hold to meet
 * the spec (its categories, the launch posts) is checked where the content is checked, by the
 * content's own unit tests.
 */
const require = createRequire(import.meta.url);

interface CategoryData {
  key: string;
  name: string;
}
interface ResourceData {
  type: 'blog' | 'casestudy';
  title: string;
  slug?: string;
  category: string;
  imageAlt: string;
}

const { loadCategories } = require('../../platform/content/index.js') as {
  loadCategories: () => { categories: CategoryData[]; footer: string[] };
};
const { loadCatalogue } = require('../../remote-solutions/build/solutions-content.js') as {
  loadCatalogue: () => { solutionsByCategory: Record<string, Array<{ id: string; name: string }>> };
};
/**
 * A node of an article's body as the build writes it (platform/content/markdown-body.js):
 * text, an inline element (strong, em, a link) with children, or a block: a paragraph or heading
 * with children, a list with items, each item a list of inline nodes.
 */
type BodyNode = string | { type: string; children?: BodyNode[]; items?: BodyNode[][] };
const { loadResources } = require('../../remote-resources/build/resources-content.js') as {
  loadResources: () => { resources: ResourceData[]; bodies: Record<string, BodyNode[]> };
};

export interface Category {
  key: string;
  name: string;
  /** How many solutions it lists. */
  count: number;
  /** Its solutions' ids, in the page's order. */
  ids: string[];
}

/** The solution categories in the page's order, each with its solutions (shared/content/categories.yaml, remote-solutions/content/solutions.yaml). */
export function solutionCategories(): Category[] {
  const { solutionsByCategory } = loadCatalogue();
  return loadCategories().categories.map(({ key, name }) => ({
    key,
    name,
    count: solutionsByCategory[key].length,
    ids: solutionsByCategory[key].map(({ id }) => id),
  }));
}

/** The categories the footer links to, in order (categories.yaml's `footer`). */
export function footerCategories(): Category[] {
  const all = solutionCategories();
  return loadCategories().footer.map((key) => all.find((category) => category.key === key)!);
}

/** Every solution on the catalogue. */
export function totalSolutions(): number {
  return solutionCategories().reduce((sum, { count }) => sum + count, 0);
}

export interface Resource extends ResourceData {
  /** Its article's path, "/resources/blog/<slug>"; none for a resource coming soon. */
  path?: string;
}

/** The Knowledge Hub's resources in the hub's order (remote-resources/content/). */
export function resources(): Resource[] {
  return loadResources().resources.map((resource) => ({
    ...resource,
    path: resource.slug ? `/resources/${resource.type}/${resource.slug}` : undefined,
  }));
}

/**
 * The resources the hub shows: the latest 5 blog posts and 3 case studies, by their order
 * (docs/content.md, "Where a post appears"), written here as the rule the tests hold the hub to.
 */
export function hubResources(): Resource[] {
  const shown = { blog: 5, casestudy: 3 };
  const all = resources();
  return (['blog', 'casestudy'] as const).flatMap((type) => all.filter((resource) => resource.type === type).slice(0, shown[type]));
}

/** The resources that have an article, with its path. */
export function articles(): Array<Resource & { slug: string; path: string }> {
  return resources().filter((resource): resource is Resource & { slug: string; path: string } => Boolean(resource.slug));
}

/** The words of an article's body, as its Markdown gives them, without its markup. */
export function articleWords(slug: string): string[] {
  // Inline nodes run on within their block; blocks and list items are apart.
  const inline = (nodes: BodyNode[]): string => nodes.map((node) => (typeof node === 'string' ? node : inline(node.children ?? []))).join('');
  const block = (node: BodyNode): string => (typeof node === 'string' ? node : node.items ? node.items.map(inline).join(' ') : inline(node.children ?? []));
  return loadResources().bodies[slug].map(block).join(' ').split(/\s+/).filter(Boolean);
}
