/**
 * Printing the module-level account (account/bench-account.mjs): each visit against the single
 * bundle, then what the federated site downloads beyond it, line by line, and each remote's entry.
 */
import { fmt } from './bench-report.mjs';

const kb = (bytes) => fmt(bytes / 1024, 1);
const LINES_SHOWN = 16;

/** The account's tables, as Markdown. */
export function printAccount(account) {
  const visits = Object.entries(account.routes).map(([route, modes]) => [route, modes]);
  if (account.tour) visits.push(['the tour', { hash: account.tour }]);
  console.log('\nModule-level account: brotli KB of JavaScript, federated / single bundle (the first load of each route; the whole tour).');
  console.log('| visit | hash mode | ratio | path mode | ratio | not in the single bundle | twice | rest |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, { hash, path }] of visits) {
    const ratio = (a) => fmt(a.federatedBytes / a.singleBytes, 2);
    const explained = (kind) => kb(hash.lines.reduce((sum, line) => sum + line[kind], 0));
    console.log(
      `| ${name} | ${kb(hash.federatedBytes)} / ${kb(hash.singleBytes)} | ${ratio(hash)} | ${path ? `${kb(path.federatedBytes)} / ${kb(path.singleBytes)}` : '-'} | ${path ? ratio(path) : '-'} | ${explained('notInSingle')} | ${explained('twice')} | ${kb(hash.rest)} |`,
    );
  }
  // Lines by what they cost across the visits, in hash mode: "not in the single bundle + twice".
  const names = visits.map(([name]) => name);
  const byLine = new Map();
  visits.forEach(([, { hash }], column) => {
    for (const line of hash.lines) {
      if (!byLine.has(line.line)) byLine.set(line.line, names.map(() => null));
      byLine.get(line.line)[column] = line;
    }
  });
  const total = (cells) => cells.reduce((sum, cell) => sum + (cell ? cell.notInSingle + cell.twice : 0), 0);
  const ordered = [...byLine].sort(([, a], [, b]) => total(b) - total(a));
  console.log('\n| line (hash mode, KB: not in the single bundle + twice) | ' + names.join(' | ') + ' |');
  console.log('|---|' + names.map(() => '---').join('|') + '|');
  for (const [line, cells] of ordered.slice(0, LINES_SHOWN)) {
    const cell = (c) => (!c ? '' : c.twice >= 50 ? `${kb(c.notInSingle)} + ${kb(c.twice)}` : kb(c.notInSingle));
    console.log(`| ${line} | ${cells.map(cell).join(' | ')} |`);
  }
  if (ordered.length > LINES_SHOWN) console.log(`(${ordered.length - LINES_SHOWN} smaller lines in .bench/results.json, with every module.)`);
  console.log('\n| remote entry | brotli KB | of which |');
  console.log('|---|---|---|');
  for (const [remote, { brotli, lines }] of Object.entries(account.remoteEntries)) {
    const parts = Object.entries(lines).sort(([, a], [, b]) => b - a).slice(0, 5).map(([line, bytes]) => `${line} ${kb(bytes)}`);
    console.log(`| ${remote} | ${kb(brotli)} | ${parts.join(', ')} |`);
  }
}
