/**
 * The growth measurement's tables (growth.mjs prints them): each count's builds and prerender,
 * and what its pages cost against the first count's. Pure: rows in, lines out.
 */

/** The lines of the timings table and, when any row measured its pages, of the costs table. */
export function growthReport(rows) {
  const lines = ['', 'posts  pages  resources build (median)  prerender (median)  prerender per page'];
  for (const row of rows) {
    const perPage = row.prerender ? `${((row.prerender / row.pages) * 1000).toFixed(0)} ms` : '-';
    lines.push(`${String(row.posts).padStart(5)}  ${String(row.pages ?? '-').padStart(5)}  ${`${row.build.toFixed(1)} s`.padStart(24)}  ${row.prerender ? `${row.prerender.toFixed(1)} s`.padStart(18) : '-'.padStart(18)}  ${perPage.padStart(18)}`);
  }
  if (rows.some((row) => row.costs)) {
    const first = rows.find((row) => row.costs);
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    const ratio = (now, then) => `${(now / then).toFixed(3)}x`;
    lines.push('', 'posts  hub HTML KB  hub JS KB (x first)      article HTML KB  article JS KB  article content KB  Lighthouse hub / article');
    for (const { posts, costs, lighthouse } of rows.filter((row) => row.costs)) {
      lines.push(
        `${String(posts).padStart(5)}  ${kb(costs.hub.html).padStart(11)}  ${`${kb(costs.hub.jsBytes)} (${ratio(costs.hub.jsBytes, first.costs.hub.jsBytes)})`.padStart(22)}  ${kb(costs.article.html).padStart(15)}  ${kb(costs.article.jsBytes).padStart(13)}  ${kb(costs.article.contentBytes).padStart(18)}  ${lighthouse ? `${lighthouse.hub.performance} / ${lighthouse.article.performance}` : '-'}`,
      );
    }
  }
  return lines;
}
