/**
 * The Knowledge Hub's content: one Markdown file per blog post or case study in
 * remote-resources/content/, checked at build time and turned into two modules: the hub's list
 * (no bodies, so the hub does not download them) and the articles' bodies, as trees.
 * docs/content.md is the writer's guide to the fields.
 */
const fs = require('node:fs');
const path = require('node:path');
const { Problems, z, text, oneOf, iconName, record, check, IconRef, readMarkdown, markdownToTree, missingPage } = require('../../platform/content/index.js');

const { RESOURCE_TYPES, articlePath, listPagePaths } = require('./resource-paths');
const declaration = require('../pages.json');

const CONTENT_DIR = path.join(__dirname, '../content');

const frontMatterSchema = record({
  title: text(),
  description: text(),
  /** The badge on the card and the article, e.g. "CRM", "HR & Payroll". */
  category: text(),
  icon: iconName(),
  /** Alt text of the stock photo shown with this resource. */
  imageAlt: text(),
  type: oneOf(RESOURCE_TYPES),
  /** Position in its list on the hub: lower first. */
  order: z.number({ error: (issue) => (issue.input === undefined ? 'is missing (a whole number: lower comes first in its list)' : 'must be a whole number') }).int({ error: 'must be a whole number' }),
  /** A card whose article is not written yet: listed, but it shows the Not Yet Available toast. */
  comingSoon: z.boolean({ error: 'must be true or false' }).optional(),
});

/** docs/SPEC.md, section 5.4. The only place a slug is made: the pages read the ones written here. */
function slugify(title) {
  return title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

function markdownFiles(dir) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Reads and checks every resource file. Throws a ContentError listing every problem found.
 * @returns {{ resources: object[], bodies: Record<string, object[]>, files: string[], listedPaths: Record<string, string[]> }}
 *   bodies by slug; listedPaths: the concrete paths of each of pages.json's patterns, by its module
 */
function loadResources(dir = CONTENT_DIR) {
  const problems = new Problems();
  const files = markdownFiles(dir);
  const entries = [];

  for (const file of files) {
    const markdown = readMarkdown(file, problems);
    if (!markdown) continue;
    const data = check(frontMatterSchema, markdown.data, file, problems, { prefix: 'front matter ' });
    if (!data) continue;
    const hasBody = markdown.body.trim() !== '';
    if (data.comingSoon && hasBody) problems.add(file, undefined, 'a resource marked "comingSoon: true" has no article, so it must have no body: remove the body, or the comingSoon line to publish it');
    if (!data.comingSoon && !hasBody) problems.add(file, undefined, 'the article has no body: write it below the front matter, or add "comingSoon: true" to list it as coming soon');
    const slug = data.comingSoon ? undefined : slugify(data.title);
    if (slug === '') problems.add(file, 'front matter "title"', 'must contain letters or digits: the article\'s address (its slug) is made from them');
    entries.push({ file, data, slug: slug || undefined, markdown });
  }

  const seen = { slug: new Map(), order: new Map() };
  for (const entry of entries) {
    // Slugs are unique across both lists: an article's body is found by its slug alone.
    if (entry.slug && seen.slug.has(entry.slug)) {
      problems.add(entry.file, 'front matter "title"', `gives the same slug ("${entry.slug}") as the title of ${path.basename(seen.slug.get(entry.slug))}: change one of the titles`);
    } else if (entry.slug) seen.slug.set(entry.slug, entry.file);
    const orderKey = `${entry.data.type}/${entry.data.order}`;
    if (seen.order.has(orderKey)) {
      problems.add(
        entry.file,
        'front matter "order"',
        `${entry.data.order} is also the order of ${path.basename(seen.order.get(orderKey))} in the same list; the rule: each ${entry.data.type === 'blog' ? 'blog post' : 'case study'} has an order of its own, which places it in its list: give each a different number`,
      );
    } else seen.order.set(orderKey, entry.file);
  }

  const byHubOrder = (a, b) => RESOURCE_TYPES.indexOf(a.data.type) - RESOURCE_TYPES.indexOf(b.data.type) || a.data.order - b.data.order;
  const ordered = [...entries].sort(byHubOrder);
  const { listedPaths, pages } = declaredWithPaths(ordered.map(({ data, slug }) => ({ type: data.type, slug })));
  const bodies = {};
  for (const entry of ordered) {
    if (!entry.slug) continue;
    const report = (line, message) => problems.add(entry.file, `line ${line}`, message);
    const { blocks, links } = markdownToTree(entry.markdown.body, { firstLine: entry.markdown.bodyLine, report });
    for (const link of links) {
      const missing = link.kind === 'internal' && missingPage(link.href, pages);
      if (missing) report(link.line, missing);
    }
    bodies[entry.slug] = blocks;
  }
  problems.throwIfAny();

  const resources = ordered.map(({ data, slug }) => ({
    icon: new IconRef(data.icon),
    title: data.title,
    description: data.description,
    category: data.category,
    imageAlt: data.imageAlt,
    type: data.type,
    slug,
  }));
  return { resources, bodies, files, listedPaths };
}

/**
 * The pages this remote declares (pages.json), each pattern with the concrete paths the content
 * gives it: every published article, every list's pages, in the hub's order. A post may link to
 * these and to the route table's pages; not to another remote's own pages, which may not be live
 * where this post ships. The build lists the same paths in the declaration it ships.
 * @param {{ type: string, slug?: string }[]} listed  every resource, in the hub's order
 */
function declaredWithPaths(listed) {
  const counts = Object.fromEntries(RESOURCE_TYPES.map((type) => [type, listed.filter((resource) => resource.type === type).length]));
  const listedPaths = {
    ArticlePage: listed.filter(({ slug }) => slug).map(({ type, slug }) => articlePath(type, slug)),
    ResourceListPage: listPagePaths(counts),
  };
  return { listedPaths, pages: declaration.pages.map((page) => (listedPaths[page.module] ? { ...page, paths: listedPaths[page.module] } : page)) };
}

/** What a val-loader module returns: the source, and the files a change of which rebuilds it. */
function valResult(code, files, dir = CONTENT_DIR) {
  return { code, cacheable: true, dependencies: files, contextDependencies: [dir] };
}

module.exports = { loadResources, valResult, slugify, CONTENT_DIR, RESOURCE_TYPES };
