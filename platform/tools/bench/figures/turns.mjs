/** Sampling sites in turns, so a slow spell of the machine lands on every site alike. */

/**
 * `runs` samples of `measure(site)` for each site, the sites taking turns (federated, single,
 * federated, ...), so drift in the machine's speed during a route affects both alike.
 * @template S, M
 * @param {Record<string, S>} sites
 * @param {number} runs
 * @param {(site: S) => Promise<M>} measure
 * @returns {Promise<Record<string, M[]>>}
 */
export async function sampleInTurns(sites, runs, measure) {
  const samples = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const [name, site] of Object.entries(sites)) samples[name].push(await measure(site));
  }
  return samples;
}
