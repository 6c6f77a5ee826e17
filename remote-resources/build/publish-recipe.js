/**
 * docs/content.md's recipe for publishing, as the tests carry it out: a post is one Markdown
 * file, the docs' own example with its title, list and order changed. The example is read from
 * the docs each time, so the docs and the tests that publish (content-sizes.test.tsx, the browser
 * suite's publishing) cannot drift: an example the build refuses fails them.
 */
const fs = require('node:fs');
const path = require('node:path');

const DOCS = path.join(__dirname, '../../docs/content.md');
const SECTION = '## A blog post or a case study';

/** The example post of docs/content.md's section on publishing: the first ```markdown block under its heading. */
function docsExample(docs = fs.readFileSync(DOCS, 'utf8')) {
  const section = docs.slice(docs.indexOf(SECTION));
  const block = /```markdown\n([\s\S]*?)```/.exec(section);
  if (docs.indexOf(SECTION) < 0 || !block) throw new Error(`docs/content.md has no example post (a \`\`\`markdown block under "${SECTION}")`);
  return block[1];
}

/** A front matter field of `post` set to `value`, as a writer edits the line (its comment goes with the old value). */
function withField(post, field, value) {
  const line = new RegExp(`^${field}:.*$`, 'm');
  if (!line.test(post)) throw new Error(`docs/content.md's example post has no "${field}" line`);
  return post.replace(line, `${field}: ${value}`);
}

/**
 * Writes a new post into `dir` as the docs say: their example with its own title, list and order.
 * @param {string} dir  a copy of remote-resources/content
 * @param {{ title: string, order: number, type?: 'blog' | 'casestudy', file?: string }} post
 * @returns {string} the file written
 */
function publishPost(dir, { title, order, type = 'blog', file = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.md` }) {
  let text = withField(docsExample(), 'title', JSON.stringify(title));
  text = withField(text, 'type', type);
  text = withField(text, 'order', String(order));
  const written = path.join(dir, file);
  fs.writeFileSync(written, text);
  return written;
}

module.exports = { docsExample, publishPost };
