/**
 * Pure helpers that turn the app's built HTML into a route's prerendered HTML
 * (platform/prerender/prerender-site.mjs): the page's content inside #root, its head tags, styles and structured
 * data in the head. Kept apart from the crawl; route-html.test.mjs and e2e/quality/seo.spec.ts check
 * what they write.
 *
 * The built HTML is minified (unquoted attributes, no optional quotes), so it is read with an
 * HTML parser, parse5, the one jsdom uses, and edited at the source offsets parse5 reports for
 * each element (its documented `sourceCodeLocationInfo` option): the elements an edit names
 * change, and every other byte of the page stays as the build wrote it.
 *
 * Past 200 lines on purpose: one concern (a route's HTML), a dozen small edits that share the
 * parse-and-splice helpers at the top; apart, each file would need them.
 */
import { parse } from 'parse5';

/** The document's elements in source order, each with its source location. */
function elementsOf(html) {
  const found = [];
  const visit = (node) => {
    for (const child of node.childNodes ?? []) {
      if (child.tagName) found.push(child);
      visit(child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  // An element the parser implied (a <head> or <body> the source leaves out) has no location.
  return found.filter((element) => element.sourceCodeLocation);
}

const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/**
 * `html` with each edit ({ start, end, text }: source offsets) made. Edits may touch but not
 * overlap, and two insertions at one offset would have no order: both are refused.
 */
function edit(html, edits) {
  const lastFirst = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  lastFirst.forEach((later, i) => {
    const earlier = lastFirst[i + 1];
    if (earlier && (earlier.end > later.start || (earlier.start === later.start && earlier.end === later.end))) {
      throw new Error(`route-html: edits at ${earlier.start}-${earlier.end} and ${later.start}-${later.end} overlap`);
    }
  });
  return lastFirst.reduce((text, { start, end, text: replacement }) => `${text.slice(0, start)}${replacement}${text.slice(end)}`, html);
}

/** Where an element's content starts and ends; null for one without an end tag in the source. */
function contentOf(element) {
  const { startTag, endTag } = element.sourceCodeLocation;
  return startTag && endTag ? { start: startTag.endOffset, end: endTag.startOffset } : null;
}

/** The offset of the head's end tag, where markup is added to the head. */
function headEnd(elements) {
  const head = elements.find((element) => element.tagName === 'head');
  const end = head?.sourceCodeLocation.endTag?.startOffset;
  if (end === undefined) throw new Error('route-html: the page has no </head>');
  return end;
}

/** Puts `content` in place of whatever #root holds (the built page holds the static frame). */
export function replaceRootContent(html, content) {
  const root = elementsOf(html).find((element) => element.tagName === 'div' && attribute(element, 'id') === 'root');
  if (!root) throw new Error('route-html: the page has no <div id="root">');
  const inside = contentOf(root);
  if (!inside) throw new Error('route-html: cannot find where #root ends');
  return edit(html, [{ ...inside, text: content }]);
}

/** Whether #root holds the static frame, as the shell's build leaves it (data-static-frame). */
export function showsStaticFrame(html) {
  const elements = elementsOf(html);
  const root = elements.find((element) => element.tagName === 'div' && attribute(element, 'id') === 'root');
  const first = root?.childNodes.find((node) => node.tagName);
  return Boolean(first && first.attrs.some((attr) => attr.name === 'data-static-frame'));
}

/**
 * Puts `styles` (markup) in place of emotion's style elements (`<style data-emotion>`), which
 * the build writes as one run in the head; refuses a page that has none, or has them apart.
 */
export function replaceEmotionStyles(html, styles) {
  const emotion = elementsOf(html).filter((element) => element.tagName === 'style' && attribute(element, 'data-emotion') !== undefined);
  if (emotion.length === 0) throw new Error('route-html: the page has no <style data-emotion> elements');
  const start = emotion[0].sourceCodeLocation.startOffset;
  const end = emotion.at(-1).sourceCodeLocation.endOffset;
  // Nothing but the run itself (and white space) is replaced.
  const between = emotion.reduce((text, { sourceCodeLocation: loc }) => text.replace(html.slice(loc.startOffset, loc.endOffset), ''), html.slice(start, end));
  if (between.trim() !== '' || emotion.some((element) => element.parentNode.tagName !== 'head')) {
    throw new Error("route-html: emotion's style elements are not one run in the head");
  }
  return edit(html, [{ start, end, text: styles }]);
}

/** A page that carries its content does not need the "this site needs JavaScript" message. */
export function withoutNoscript(html) {
  // One without its end tag runs to the end of the page as the parser reads it: left alone.
  const noscripts = elementsOf(html).filter((element) => element.tagName === 'noscript' && element.sourceCodeLocation.endTag);
  return edit(html, noscripts.map(({ sourceCodeLocation: { startOffset, endOffset } }) => ({ start: startOffset, end: endOffset, text: '' })));
}

/** Adds markup at the end of the head. */
export function addToHead(html, markup) {
  const end = headEnd(elementsOf(html));
  return edit(html, [{ start: end, end, text: markup }]);
}

/**
 * JSON for inside a script element. "<" is escaped so that no text in it can close the element
 * (a title with "</script>" in it stays data).
 */
function scriptJson(data) {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** JSON-LD in a data block. */
export function jsonLdScript(data) {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

/**
 * Puts `data` in the page's JSON block with this id (`<script id="..." type="application/json">`),
 * in place of the one there or at the end of the head.
 */
export function withDataBlock(html, id, data) {
  const block = `<script id="${id}" type="application/json">${scriptJson(data)}</script>`;
  const existing = elementsOf(html).find((element) => element.tagName === 'script' && attribute(element, 'id') === id);
  if (!existing) return addToHead(html, block);
  const { startOffset, endOffset } = existing.sourceCodeLocation;
  return edit(html, [{ start: startOffset, end: endOffset, text: block }]);
}

/**
 * schema.org data for a route, from what the crawled page shows:
 *   - a BreadcrumbList for every page below the home page (Home > Resources > the article),
 *   - an Article for an article (headline, description, date, image, the brand as author).
 * The Organization is on every page already: the shell's index.html template writes it.
 * @param {{ route: string, canonical: string, siteOrigin: string, brandName: string,
 *   crumbs: Array<{ name: string, path: string }>, article?: { headline: string,
 *   description: string, datePublished: string | null, image: string | null } }} page
 */
export function routeStructuredData({ route, canonical, siteOrigin, brandName, crumbs, article }) {
  const blocks = [];
  if (route !== '/' && crumbs.length > 1) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${siteOrigin}${crumb.path}`,
      })),
    });
  }
  if (article) {
    const organization = { '@type': 'Organization', name: brandName, url: `${siteOrigin}/` };
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.headline,
      description: article.description,
      ...(article.datePublished ? { datePublished: article.datePublished } : {}),
      ...(article.image ? { image: article.image } : {}),
      author: organization,
      publisher: organization,
      mainEntityOfPage: canonical,
    });
  }
  return blocks.map(jsonLdScript).join('');
}

/** Text made safe inside an element or a double-quoted attribute. */
export function escapeHtml(value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A route's head tags: title, description, canonical URL (none for the not-found page), Open
 * Graph and Twitter tags. `siteName`: the brand's name (og:site_name).
 */
export function headTags({ title, description, canonical, image, type, siteName }) {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    `<meta property="og:type" content="${type}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    ...(canonical ? [`<meta property="og:url" content="${escapeHtml(canonical)}" />`] : []),
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  ];
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(image)}" />`);
  }
  return tags.join('\n    ');
}

/** Replaces the template's title and description with the route's full head tags. */
export function renderRouteHtml(template, meta) {
  const elements = elementsOf(template);
  // The head's own: an SVG's <title> in the body is not the page's.
  const replaced = elements.filter(
    (element) =>
      element.parentNode.tagName === 'head' &&
      (element.tagName === 'title' || (element.tagName === 'meta' && attribute(element, 'name') === 'description')),
  );
  // Each goes with the white space after it, so the head keeps its lines.
  const removals = replaced.map(({ sourceCodeLocation: { startOffset, endOffset } }) => ({
    start: startOffset,
    end: endOffset + /^\s*/.exec(template.slice(endOffset))[0].length,
    text: '',
  }));
  const end = headEnd(elements);
  return edit(template, [...removals, { start: end, end, text: `    ${headTags(meta)}\n  ` }]);
}

/**
 * A route's whole HTML: its head tags and structured data, the styles its content needs, and
 * the content itself in place of the static frame.
 */
export function renderRoutePage(template, { meta, structuredData = '', styles, body, noindex = false }) {
  let html = renderRouteHtml(template, meta);
  html = addToHead(html, `${noindex ? '<meta name="robots" content="noindex" />' : ''}${structuredData}<style data-prerendered>${styles}</style>`);
  return withoutNoscript(replaceRootContent(html, body));
}
