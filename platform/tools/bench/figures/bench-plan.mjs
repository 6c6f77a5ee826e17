/**
 * What `npm run bench` measures, from its options (bench.mjs parses them): how many runs, on
 * which phone, which routes and taps, and which parts. Pure, so the choices are tested alone.
 */

/** Every route the bench loads, by default. */
/** A post of the content in the repository: the article the bench loads. */
const SAMPLE_ARTICLE = '/resources/blog/crm-for-small-business-growth-a-practical-starter-guide';
import { ROUTES } from '../../../workspace/index.js';
export const ALL_ROUTES = [...Object.keys(ROUTES), SAMPLE_ARTICLE];
/**
 * The taps from home to each remote page: by its footer link (visible at phone width, where the
 * header's links sit in the closed menu), or with --menu-taps by its link in the header's menu.
 * Each is [footer link's name, target, menu link's name, where it starts].
 */
const ALL_NAV_TARGETS = [
  ['View All Solutions', '/solutions', 'Solutions'],
  ['Blog', '/resources', 'Resources'],
  ['Contact', '/contact', 'Contact Us'],
];
/**
 * The tap from the Knowledge Hub to an article, on its card's title (`--taps` names it by the
 * article's path): the article's code and its content arrive after the tap.
 */
const ARTICLE_TAP = ['CRM for Small Business Growth: A Practical Starter Guide', SAMPLE_ARTICLE, null, { from: '/resources', linkIn: 'main' }];
/** Remote first pages timed with remotes.json pinned and unpinned: what checking hashes costs. */
export const INTEGRITY_ROUTES = ['/contact', '/solutions'];
/** Round trips a first connection to the photo's host costs: DNS, TCP, TLS 1.3 (platform/serve/photo-host.mjs). */
export const PHOTO_CONNECTION_RTTS = 3;

/** A whole number of at least 1 from `value`, `fallback` when absent; throws naming the option. */
function count(value, name, fallback) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a whole number (1 or more), got "${value}".`);
  return n;
}

/**
 * The plan of a run from bench.mjs's options (parseArgs' values); throws with the message for a
 * wrong option.
 * @param {Record<string, string | boolean | undefined>} options
 */
export function benchPlan(options) {
  const taps = [...ALL_NAV_TARGETS, ARTICLE_TAP];
  const tapTo = (target) => {
    const tap = taps.find(([, path]) => path === target);
    if (!tap) throw new Error(`--taps: no tap to "${target}"; there are ${taps.map(([, path]) => path).join(', ')}.`);
    return tap;
  };
  return {
    runs: count(options.runs, '--runs', 3),
    /** Lighthouse varies by about 5 points run to run here; its figures are medians too. */
    lighthouseRuns: count(options['lighthouse-runs'], '--lighthouse-runs', 3),
    cpuSlowdown: count(options.cpu, '--cpu', 4),
    /** `--routes /,/contact` measures a subset (quicker while working on one page). */
    routes: options.routes ? options.routes.split(',') : ALL_ROUTES,
    navTargets: options.taps ? options.taps.split(',').map(tapTo) : ALL_NAV_TARGETS,
    coldTapsOnly: Boolean(options['cold-taps']),
    menuTaps: Boolean(options['menu-taps']),
    baseline: options.baseline ?? null,
    build: !options['no-build'],
    lighthouse: !options['no-lighthouse'],
    navigation: !options['no-navigation'],
    tour: !options['no-tour'],
    integrity: !options['no-integrity'],
    pathMode: !options['no-path'],
  };
}
