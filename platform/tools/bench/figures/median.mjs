/** The median of the finite values (a failed measurement, NaN, is left out); NaN if none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** For samples of several figures ({ fcp, lcp, ... }), the median of each of `keys`. */
export function medians(samples, keys) {
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
}
