/**
 * Pure helpers that turn the app's built HTML into a route's prerendered HTML
 * (platform/prerender/prerender-site.mjs): the page's content inside #root, its head tags, styles and structured
 * data in the head. Kept apart from the crawl; route-html.test.mjs and e2e/seo.spec.ts check
 * what they write.
 */

const ROOT_OPEN = /<div id="?root"?>/;

/**
 * Puts `content` in place of whatever #root holds (the built page holds the static frame).
 * The built HTML is minified, so it is read by its shape: #root is the last element before the
 * app's scripts, and its closing tag is the last </div> before the first <script> after it.
 */
export function replaceRootContent(html, content) {
  const open = ROOT_OPEN.exec(html);
  if (!open) throw new Error('route-html: the page has no <div id="root">');
  const start = open.index + open[0].length;
  const scriptAt = html.indexOf('<script', start);
  const end = html.lastIndexOf('</div>', scriptAt === -1 ? html.length : scriptAt);
  if (end < start) throw new Error('route-html: cannot find where #root ends');
  return `${html.slice(0, start)}${content}${html.slice(end)}`;
}

/** A page that carries its content does not need the "this site needs JavaScript" message. */
export function withoutNoscript(html) {
  return html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
}

/** Adds markup at the end of the head. */
export function addToHead(html, markup) {
  if (!html.includes('</head>')) throw new Error('route-html: the page has no </head>');
  return html.replace('</head>', `${markup}</head>`);
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
 * in place of the one there or at the end of the head. The block is found by the exact opening
 * tag this writes, and its JSON cannot hold "</script>" (scriptJson), so its end is the first one.
 */
export function withDataBlock(html, id, data) {
  const open = `<script id="${id}" type="application/json">`;
  const block = `${open}${scriptJson(data)}</script>`;
  const start = html.indexOf(open);
  if (start === -1) return addToHead(html, block);
  const end = html.indexOf('</script>', start);
  if (end === -1) throw new Error(`route-html: the #${id} block has no end`);
  return `${html.slice(0, start)}${block}${html.slice(end + '</script>'.length)}`;
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
  // The built template is minified: attributes may be unquoted and tags unclosed.
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="?description"?[^>]*>\s*/, '')
    .replace('</head>', `    ${headTags(meta)}\n  </head>`);
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
