/**
 * The posts the growth measurement adds to remote-resources/content/ (growth.mjs): made from the
 * posts there are, so each is as long as a real one and keeps the rules the resources build
 * checks (docs/content.md): its own order in its list, a title that gives an address of its
 * own, a body whose links name real pages. Only ever written into a scratch copy of the
 * repository, never into this one.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** The fields a generated post copies from the real post it is made from. */
const COPIED = ['description', 'category', 'icon', 'imageAlt'];

/**
 * The Markdown files that bring the folder's posts to `total`: post i is made from a published
 * post (in turn), under its own numbered title, every fourth one a case study (about the ratio
 * of the real lists), its order after every order already in its list.
 * @param {Array<{ name: string, text: string }>} existing the folder's posts
 * @param {number} total how many posts the folder holds afterwards
 * @returns {Array<{ name: string, text: string }>}
 */
export function growthPosts(existing, total) {
  if (total < existing.length) throw new Error(`--posts ${total}: the content already holds ${existing.length} posts; ask for ${existing.length} or more.`);
  const posts = existing.map(({ text }) => matter(text));
  const published = posts.filter((post) => !post.data.comingSoon && post.content.trim() !== '');
  if (!published.length) throw new Error('No published post to make the generated ones from.');
  const nextOrder = {};
  for (const { data } of posts) nextOrder[data.type] = Math.max(nextOrder[data.type] ?? 0, data.order + 1);
  const width = String(total).length;
  return Array.from({ length: total - existing.length }, (_, i) => {
    const number = String(i + 1).padStart(width, '0');
    const source = published[i % published.length];
    const type = (i + 1) % 4 === 0 ? 'casestudy' : 'blog';
    const order = nextOrder[type] ?? 1;
    nextOrder[type] = order + 1;
    // JSON strings are YAML's double-quoted scalars: a ": " or a "#" in a copied field stays text.
    const fields = { title: `Growth sample ${number}: ${source.data.title}`, ...Object.fromEntries(COPIED.map((key) => [key, source.data[key]])), type, order };
    const frontMatter = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    return { name: `growth-sample-${number}.md`, text: `---\n${frontMatter.join('\n')}\n---\n${source.content}` };
  });
}

/** Writes into `dir` the posts that bring it to `total` (growthPosts); returns how many. */
export function writeGrowthPosts(dir, total) {
  const existing = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));
  const posts = growthPosts(existing, total);
  for (const { name, text } of posts) writeFileSync(path.join(dir, name), text);
  return posts.length;
}
