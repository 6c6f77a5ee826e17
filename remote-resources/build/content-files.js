/**
 * The Knowledge Hub's content as the browser fetches it: a visitor pays for the page they
 * open, not for the whole blog (docs/content.md, "What a post costs").
 *
 *   - each article (its card's fields and its body, as a tree) is a JSON file of its own;
 *   - the hub shows the latest HUB_CARDS of each list (blog posts, case studies), built into its
 *     code; each list is cut into pages of LIST_PAGE_SIZE cards, every page a JSON file its list
 *     page (/resources/{type}/page/{n}) fetches;
 *   - the articles are filed into shards by a hash of their address, about ARTICLES_PER_SHARD
 *     a shard, each shard a JSON file naming its articles' files: an article opened at its
 *     address finds its file there.
 *
 * Every file is named by its content's hash and fetched with its SHA-384 (Subresource
 * Integrity), which the file that points to it holds: the code pins the shards and the list
 * pages, they pin the articles. So each is pinned like the remote's scripts, without a line per
 * post in the remote's entry or its integrity map (mf-integrity.json), which every visit of a
 * resources page downloads.
 */
const { createHash } = require('node:crypto');
const { sri } = require('../../platform/hashing/index.js');
const { RESOURCE_TYPES, LIST_PAGE_SIZE } = require('./resource-paths');
/**
 * The latest cards of each list the hub shows: two rows of blog posts (the first card featured
 * across two columns, as docs/SPEC.md's five posts were laid out) and one row of case studies.
 * Whatever the count of posts, the hub is the same size; the lists' pages hold the rest.
 */
const HUB_CARDS = { blog: 5, casestudy: 3 };
/** About how many articles one shard names: its file stays a few KB whatever the count of posts. */
const ARTICLES_PER_SHARD = 64;
/** Where the files go, beside the remote's scripts. */
const CONTENT_FOLDER = 'content';

/**
 * FNV-1a over the article's address ("blog/<slug>"): the shard an article is filed in. The
 * browser computes the same (src/data/articles/shard-of.ts; its test holds both to the same values).
 */
function shardOf(key, shards) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** A JSON file named by its content's hash, and what a pointer to it holds. */
function contentFile(stem, value) {
  const text = JSON.stringify(value);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const file = `${CONTENT_FOLDER}/${stem}.${hash}.json`;
  return { file, text, ref: { file, integrity: sri(text) } };
}

/** A card's fields as JSON holds them: the icon by its lucide-react name. */
function cardData(resource) {
  return { ...resource, icon: resource.icon.name };
}

/** The pages of one list, LIST_PAGE_SIZE at a time; an empty list has one, empty, page. */
function pagesOf(list) {
  const pages = [];
  for (let start = 0; start < list.length; start += LIST_PAGE_SIZE) pages.push(list.slice(start, start + LIST_PAGE_SIZE));
  return pages.length ? pages : [[]];
}

/**
 * Everything the browser fetches of the content, from what loadResources() read.
 * @returns {ContentFiles}
 *
 * @typedef {{ file: string, integrity: string }} FileRef  a file's name and its SHA-384
 * @typedef {object} ContentFiles
 * @property {{ file: string, text: string }[]} files  every file, with its text
 * @property {object[]} cards                          every resource, each with its article's pointer
 * @property {Record<string, object[]>} latest         the cards of each list the hub shows
 * @property {Record<string, number>} counts           cards in each list
 * @property {Record<string, FileRef[]>} listPages     every page of each list
 * @property {FileRef[]} shards
 */
function contentFiles({ resources, bodies }) {
  const files = [];
  const emit = (made) => {
    files.push({ file: made.file, text: made.text });
    return made.ref;
  };

  const cards = resources.map((resource) => {
    if (!resource.slug) return { resource };
    const article = emit(contentFile(`article-${resource.type}-${resource.slug}`, { resource: cardData(resource), body: bodies[resource.slug] }));
    return { resource: { ...resource, article } };
  });

  const published = cards.filter(({ resource }) => resource.article);
  const shardCount = Math.max(1, Math.ceil(published.length / ARTICLES_PER_SHARD));
  const shardEntries = Array.from({ length: shardCount }, () => ({}));
  for (const { resource } of published) {
    const key = `${resource.type}/${resource.slug}`;
    shardEntries[shardOf(key, shardCount)][key] = resource.article;
  }
  const shards = shardEntries.map((entries, index) => emit(contentFile(`shard-${index}`, entries)));

  const latest = {};
  const counts = {};
  const listPages = {};
  for (const type of RESOURCE_TYPES) {
    const list = cards.filter(({ resource }) => resource.type === type).map(({ resource }) => resource);
    const pages = pagesOf(list);
    counts[type] = list.length;
    latest[type] = list.slice(0, HUB_CARDS[type]);
    listPages[type] = pages.map((page, index) => emit(contentFile(`list-${type}-${index + 1}`, { cards: page.map(cardData) })));
  }
  return { files, cards: cards.map(({ resource }) => resource), latest, counts, listPages, shards };
}

module.exports = { contentFiles, shardOf, HUB_CARDS, ARTICLES_PER_SHARD, CONTENT_FOLDER };

/**
 * A content module (a *.val.js of src/data/ or its folders): the exports `pick` takes from the content's files, and
 * under webpack those files emitted beside the remote's scripts (val-loader passes its loader
 * context; jest, which has none, emits nothing: the tests serve the same files themselves).
 */
function contentModule(loaded, options, loaderContext, pick) {
  const { moduleSource } = require('../../platform/content/index.js');
  const { valResult } = require('./resources-content');
  const made = contentFiles(loaded);
  if (loaderContext) for (const { file, text } of made.files) loaderContext.emitFile(file, text, undefined, { immutable: true });
  return valResult(moduleSource(pick(made), options), loaded.files);
}

module.exports.contentModule = contentModule;
