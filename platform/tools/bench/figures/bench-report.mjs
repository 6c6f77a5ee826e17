/**
 * Printing the bench's results: the tables docs/performance.md quotes, federated against the
 * single bundle, each with its ratio.
 */

/** A figure with `digits` decimals; "n/a" for a failed measurement. */
export function fmt(v, digits = 0) {
  return Number.isFinite(v) ? v.toFixed(digits) : 'n/a';
}

/** The figures of `results` (what bench.mjs writes to .bench/results.json) as Markdown tables. */
export function printTable(results) {
  const cpu = results.settings.cpuSlowdown;
  const ratio = (a, b) => (b > 0 ? fmt(a / b, 2) : 'n/a');
  // A median of an even number of runs can fall between two scores.
  const score = (v) => fmt(v, Number.isInteger(v) ? 0 : 1);
  console.log(`\nMedians of ${results.settings.runs} cold runs (Lighthouse: ${results.settings.lighthouseRuns} runs); mobile, ${cpu}x CPU, 150 ms RTT, 1.6 Mbps. Federated / single-bundle (ratio).`);
  console.log('| route | JS KB (compressed): first load + after load | requests | FCP ms | LCP ms | TBT ms | CLS | Lighthouse perf |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [route, { federated: f, single: s }] of Object.entries(results.routes)) {
    const lh = results.lighthouse[route];
    console.log(
      `| ${route.length > 30 ? `${route.slice(0, 29)}…` : route} | ${fmt(f.firstLoadJsKB)} + ${fmt(f.jsKB - f.firstLoadJsKB)} / ${fmt(s.firstLoadJsKB)} + ${fmt(s.jsKB - s.firstLoadJsKB)} (${ratio(f.jsKB, s.jsKB)}) | ${f.requests} / ${s.requests} | ${fmt(f.fcp)} / ${fmt(s.fcp)} | ${fmt(f.lcp)} / ${fmt(s.lcp)} (${ratio(f.lcp, s.lcp)}) | ${fmt(f.tbt)} / ${fmt(s.tbt)} (${ratio(f.tbt, s.tbt)}) | ${fmt(f.cls, 3)} / ${fmt(s.cls, 3)} | ${lh ? `${score(lh.federated.performance)} / ${score(lh.single.performance)}` : 'n/a'} |`,
    );
  }
  if (results.tour) {
    const { federated: f, single: s } = results.tour;
    console.log('\n| the tour (home, Solutions, Resources, an article, Contact) | JS KB (compressed) | federation runtime copies |');
    console.log('|---|---|---|');
    console.log(`| federated / single-bundle | ${fmt(f.tourJsKB)} / ${fmt(s.tourJsKB)} (${ratio(f.tourJsKB, s.tourJsKB)}) | ${f.runtimeCopies} / ${s.runtimeCopies} |`);
  }
  console.log(`\n| navigation from home, ${cpu}x CPU | cold | cold, ratio to the single bundle | repeat | cold / repeat | after a scroll | after hover preload |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const [target, { federated: f, single: s, path: p }] of Object.entries(results.navigation)) {
    const cell = (key) => `${fmt(f[key])}${p ? ` / ${fmt(p[key])}` : ''} / ${fmt(s[key])} ms`;
    const ratios = `${ratio(f.coldMs, s.coldMs)}${p ? ` / ${ratio(p.coldMs, s.coldMs)}` : ''}`;
    const overRepeat = [f, p, s].filter(Boolean).map((site) => fmt(site.coldOverRepeat, 2)).join(' / ');
    console.log(`| ${target} | ${cell('coldMs')} | ${ratios} | ${cell('repeatMs')} | ${overRepeat} | ${cell('scrolledMs')} | ${cell('preloadedMs')} |`);
  }
  const withPathColumn = Object.values(results.navigation).some(({ path: p }) => p);
  console.log(`(Federated${withPathColumn ? ' in hash mode / federated in path mode' : ''} / single-bundle, tap to the new page's heading, the 0.3 s`);
  console.log('exit-then-enter transition included.)');
  const baseline = results.settings.baseline;
  if (baseline) {
    console.log(`\n| a tap from home, today against ${baseline}, ${cpu}x CPU | cold, hash mode: today / ${baseline} ms | ratio | repeat: today / ${baseline} ms | ratio |`);
    console.log('|---|---|---|---|---|');
    for (const [target, { federated: f, baseline: b }] of Object.entries(results.navigation)) {
      console.log(`| ${target} | ${fmt(f.coldMs)} / ${fmt(b.coldMs)} | ${ratio(f.coldMs, b.coldMs)} | ${fmt(f.repeatMs)} / ${fmt(b.repeatMs)} | ${ratio(f.repeatMs, b.repeatMs)} |`);
    }
  }
  if (results.integrity) {
    const { entryHashMapBytes: inEntries, routes } = results.integrity;
    console.log('\n| pinned by hash / unpinned | JS KB | mf-integrity.json KB | FCP ms | LCP ms |');
    console.log('|---|---|---|---|---|');
    for (const [route, { pinned: p, unpinned: u }] of Object.entries(routes)) {
      console.log(`| ${route} | ${fmt(p.jsKB, 1)} / ${fmt(u.jsKB, 1)} | ${fmt(p.integrityMapKB, 1)} / ${fmt(u.integrityMapKB, 1)} | ${fmt(p.fcp)} / ${fmt(u.fcp)} | ${fmt(p.lcp)} / ${fmt(u.lcp)} (${ratio(p.lcp, u.lcp)}) |`);
    }
    console.log(`(Same build, remotes.json with and without its pins. The chunk hashes inside each remote entry, brotli: ${Object.entries(inEntries).map(([r, b]) => `${r} ${b} B`).join(', ')}; both columns carry them.)`);
  }
  if (results.pathMode) {
    console.log('\n| path mode, prerendered | JS KB (first load) | FCP ms | LCP ms | LCP / FCP | TBT ms | CLS | Lighthouse perf (runs) | a11y / BP / SEO (lowest) |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [route, m] of Object.entries(results.pathMode.routes)) {
      const lh = results.pathMode.lighthouse[route];
      const low = lh?.lowest;
      console.log(
        `| ${route.length > 30 ? `${route.slice(0, 29)}…` : route} | ${fmt(m.firstLoadJsKB)} | ${fmt(m.fcp)} | ${fmt(m.lcp)} | ${fmt(m.lcpOverFcp, 2)} | ${fmt(m.tbt)} | ${fmt(m.cls, 3)} | ${lh ? `${score(lh.performance)} (${lh.performanceRuns.join(', ')})` : 'n/a'} | ${low ? `${fmt(low.accessibility)} / ${fmt(low['best-practices'])} / ${fmt(low.seo)}` : 'n/a'} |`,
      );
    }
    const photo = Object.entries(results.settings.standInPhotoBytes).map(([w, b]) => `${w} px ${fmt(b / 1024)} KB`).join(', ');
    console.log(`(The URL a visitor opens, e.g. /contact. LCP / FCP is the median of each run's ratio. Stand-in photo: ${photo}.)`);
  }
}
