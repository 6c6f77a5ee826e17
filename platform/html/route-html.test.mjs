/**
 * What prerendering writes into a route's HTML (route-html.mjs): its head tags, canonical URL,
 * structured data and styles, and its content in place of the static frame. The crawl and
 * the pages themselves are e2e/quality/seo.spec.ts's.
 * Run alone: node --test platform/html/route-html.test.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addToHead, escapeHtml, headTags, jsonLdScript, renderRoutePage, replaceEmotionStyles, replaceRootContent, routeStructuredData, withDataBlock, withoutNoscript } from './route-html.mjs';

/** The shape of the built, minified index.html: unquoted attributes, the frame in #root, scripts after it. */
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Cloud suites | Clearsky</title><meta name=description content="The template\'s description"><style>#root{min-height:100vh}</style></head>' +
  '<body><noscript><p>This site needs JavaScript.</p></noscript><div id=root><div class=frame><header>Frame</header><main></main></div></div>' +
  '<script defer=defer src=/main.0123abcd.js></script></body></html>';

const ARTICLE_META = {
  title: 'Choosing a CRM | Clearsky',
  description: 'How to pick a CRM "that fits" <small> teams & budgets',
  canonical: 'https://www.clearsky.example.com/resources/blog/choosing-a-crm',
  image: 'https://images.unsplash.com/photo-1?w=1200',
  type: 'article',
  siteName: 'Clearsky Consulting',
};

describe('headTags', () => {
  test('an article: title, description, canonical URL, Open Graph and Twitter tags with its image, escaped', () => {
    assert.equal(
      headTags(ARTICLE_META),
      [
        '<title>Choosing a CRM | Clearsky</title>',
        '<meta name="description" content="How to pick a CRM &quot;that fits&quot; &lt;small&gt; teams &amp; budgets" />',
        '<link rel="canonical" href="https://www.clearsky.example.com/resources/blog/choosing-a-crm" />',
        '<meta property="og:type" content="article" />',
        '<meta property="og:title" content="Choosing a CRM | Clearsky" />',
        '<meta property="og:description" content="How to pick a CRM &quot;that fits&quot; &lt;small&gt; teams &amp; budgets" />',
        '<meta property="og:url" content="https://www.clearsky.example.com/resources/blog/choosing-a-crm" />',
        '<meta property="og:site_name" content="Clearsky Consulting" />',
        '<meta name="twitter:card" content="summary_large_image" />',
        '<meta name="twitter:title" content="Choosing a CRM | Clearsky" />',
        '<meta name="twitter:description" content="How to pick a CRM &quot;that fits&quot; &lt;small&gt; teams &amp; budgets" />',
        '<meta property="og:image" content="https://images.unsplash.com/photo-1?w=1200" />',
        '<meta name="twitter:image" content="https://images.unsplash.com/photo-1?w=1200" />',
      ].join('\n    '),
    );
  });

  test('a page without canonical URL or image (the not-found page): no canonical, no og:url, a small card', () => {
    const tags = headTags({ title: 'Page not found', description: 'Gone', canonical: null, image: null, type: 'website', siteName: 'Clearsky Consulting' });
    assert.equal(tags.includes('canonical'), false);
    assert.equal(tags.includes('og:url'), false);
    assert.equal(tags.includes('image'), false);
    assert.match(tags, /<meta name="twitter:card" content="summary" \/>/);
  });
});

describe('renderRoutePage: a route\'s whole HTML', () => {
  const page = renderRoutePage(TEMPLATE, {
    meta: ARTICLE_META,
    structuredData: '<script type="application/ld+json">{}</script>',
    styles: '.css-1{color:red}',
    body: '<main><h1>Choosing a CRM</h1></main>',
  });

  test('the route\'s title and description replace the template\'s, once, with the head tags before </head>', () => {
    assert.equal(page.match(/<title>/g).length, 1);
    assert.equal(page.match(/name="description"/g).length, 1);
    assert.equal(page.includes('The template'), false);
    assert.ok(page.includes('<link rel="canonical" href="https://www.clearsky.example.com/resources/blog/choosing-a-crm" />'));
    assert.ok(page.includes('<style>#root{min-height:100vh}</style>'), 'the template\'s own head stays');
  });

  test('then its structured data and the styles of its content, at the end of the head', () => {
    assert.ok(page.includes('<script type="application/ld+json">{}</script><style data-prerendered>.css-1{color:red}</style></head>'));
    assert.equal(page.includes('noindex'), false);
  });

  test('its content in #root instead of the frame, the scripts after it, and no <noscript> message', () => {
    assert.ok(page.endsWith('<body><div id=root><main><h1>Choosing a CRM</h1></main></div><script defer=defer src=/main.0123abcd.js></script></body></html>'));
    assert.equal(page.includes('Frame'), false);
    assert.equal(page.includes('noscript'), false);
  });

  test('the not-found page asks search engines not to index it', () => {
    const notFound = renderRoutePage(TEMPLATE, { meta: { ...ARTICLE_META, canonical: null }, styles: '', body: '<main>Not found</main>', noindex: true });
    assert.ok(notFound.includes('<meta name="robots" content="noindex" /><style data-prerendered></style></head>'));
  });
});

describe('the pieces', () => {
  test('replaceRootContent: a quoted or unquoted #root; a page without one is refused', () => {
    assert.equal(replaceRootContent('<div id="root"><p>old</p></div><script></script>', 'new'), '<div id="root">new</div><script></script>');
    assert.equal(replaceRootContent('<div id=root><div>a</div><div>b</div></div>', 'new'), '<div id=root>new</div>');
    assert.throws(() => replaceRootContent('<div id="app"></div>', 'x'), { message: 'route-html: the page has no <div id="root">' });
  });

  test('read as HTML, not as text: an element after #root, a "</head>" in a script, an SVG title stay as they were', () => {
    assert.equal(
      replaceRootContent('<div id=root><div>frame</div></div><div id=portal></div><script></script>', 'new'),
      '<div id=root>new</div><div id=portal></div><script></script>',
    );
    assert.equal(addToHead('<head><script>let s="</head>"</script></head><body></body>', '<meta>'), '<head><script>let s="</head>"</script><meta></head><body></body>');
    const withIcon = TEMPLATE.replace('<script defer', '<svg><title>Logo</title></svg><script defer');
    const page = renderRoutePage(withIcon, { meta: ARTICLE_META, styles: '', body: '<main></main>' });
    assert.ok(page.includes('<svg><title>Logo</title></svg><script defer'));
    assert.equal(page.match(/<title>/g).length, 2, "the head's title, replaced, and the icon's");
    assert.equal(withoutNoscript(TEMPLATE), TEMPLATE.replace('<noscript><p>This site needs JavaScript.</p></noscript>', ''));
  });

  test('an edit never reaches past what it names: emotion styles apart, a <noscript> without its end', () => {
    assert.throws(() => replaceEmotionStyles('<head><style data-emotion=a>.a{}</style><title>t</title><style data-emotion=b>.b{}</style></head>', '<style>x</style>'), {
      message: "route-html: emotion's style elements are not one run in the head",
    });
    assert.equal(replaceEmotionStyles('<head><style data-emotion=a>.a{}</style> <style data-emotion=b>.b{}</style><title>t</title></head>', '<style>x</style>'), '<head><style>x</style><title>t</title></head>');
    assert.equal(withoutNoscript('<body><noscript>x<div id=root>a</div></body>'), '<body><noscript>x<div id=root>a</div></body>');
  });

  test('addToHead refuses a page without </head>; withoutNoscript removes every <noscript>', () => {
    assert.throws(() => addToHead('<html><body></body></html>', '<meta>'), { message: 'route-html: the page has no </head>' });
    assert.equal(withoutNoscript('a<noscript>x\ny</noscript>b<noscript></noscript>c'), 'abc');
  });

  test('jsonLdScript: no text inside can close the script element', () => {
    assert.equal(jsonLdScript({ headline: 'A </script><script>alert(1)</script>' }), '<script type="application/ld+json">{"headline":"A \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
  });

  test('escapeHtml', () => {
    assert.equal(escapeHtml('<a href="x">Tom & Jerry</a>'), '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });
});

describe('routeStructuredData', () => {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
    { name: 'Choosing a CRM', path: '/resources/blog/choosing-a-crm' },
  ];
  const siteOrigin = 'https://www.clearsky.example.com';

  test('an article: its breadcrumbs and an Article by the brand', () => {
    const html = routeStructuredData({
      route: '/resources/blog/choosing-a-crm',
      canonical: ARTICLE_META.canonical,
      siteOrigin,
      brandName: 'Clearsky Consulting',
      crumbs,
      article: { headline: 'Choosing a CRM', description: 'How to pick', datePublished: '2026-11-22', image: null },
    });
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json));
    const organization = { '@type': 'Organization', name: 'Clearsky Consulting', url: 'https://www.clearsky.example.com/' };
    assert.deepEqual(blocks, [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.clearsky.example.com/' },
          { '@type': 'ListItem', position: 2, name: 'Resources', item: 'https://www.clearsky.example.com/resources' },
          { '@type': 'ListItem', position: 3, name: 'Choosing a CRM', item: 'https://www.clearsky.example.com/resources/blog/choosing-a-crm' },
        ],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Choosing a CRM',
        description: 'How to pick',
        datePublished: '2026-11-22',
        author: organization,
        publisher: organization,
        mainEntityOfPage: 'https://www.clearsky.example.com/resources/blog/choosing-a-crm',
      },
    ]);
  });

  test('the home page, and a page with one crumb: none', () => {
    assert.equal(routeStructuredData({ route: '/', canonical: `${siteOrigin}/`, siteOrigin, brandName: 'B', crumbs }), '');
    assert.equal(routeStructuredData({ route: '/about', canonical: `${siteOrigin}/about`, siteOrigin, brandName: 'B', crumbs: [{ name: 'About', path: '/about' }] }), '');
  });
});

describe('withDataBlock', () => {
  const page = '<html><head><title>t</title></head><body><script src="main.js"></script></body></html>';

  test('adds the block at the end of the head, then replaces it in place, "<" escaped', () => {
    const once = withDataBlock(page, 'site-pages', { a: 1 });
    assert.equal(once, '<html><head><title>t</title><script id="site-pages" type="application/json">{"a":1}</script></head><body><script src="main.js"></script></body></html>');
    const twice = withDataBlock(once, 'site-pages', { label: '</script><b>' });
    assert.equal(twice, '<html><head><title>t</title><script id="site-pages" type="application/json">{"label":"\\u003c/script>\\u003cb>"}</script></head><body><script src="main.js"></script></body></html>');
    assert.deepEqual(JSON.parse(/<script id="site-pages" type="application\/json">(.*?)<\/script>/.exec(twice)[1]), { label: '</script><b>' });
  });

  test('finds the block however a minifier wrote its attributes', () => {
    const minified = '<html><head><script type=application/json id=site-pages>{"a":1}</script></head><body></body></html>';
    assert.equal(withDataBlock(minified, 'site-pages', { a: 2 }), '<html><head><script id="site-pages" type="application/json">{"a":2}</script></head><body></body></html>');
  });
});
