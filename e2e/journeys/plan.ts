import { createRequire } from 'node:module';
import { headerLinksJourney, journeys, keyboardJourneys, type Journey } from './journeys';
import type { Visitor } from './visitor';

const require = createRequire(import.meta.url);
const { declaredPages } = require('../../platform/declarations/index.js') as typeof import('../../platform/declarations/index.js');
const { PREVIEW_PARAMS, REMOTES } = require('../../platform/workspace/index.js') as typeof import('../../platform/workspace/index.js');

/**
 * Which journeys a run takes, against which sites; the same for every engine:
 *   SMOKE_URL         the site to visit (default: the browser suite's own deployments, the
 *                     hash-mode one and the prerendered path-mode one, keyboard journeys too)
 *   JOURNEYS          comma-separated journeys to run (default: all)
 *   PREVIEW_QUERY     a preview link's query: visit with that candidate previewed (the release
 *                     gate); each journey first checks the shell accepted it
 *   PREVIEW_HEADER_LINKS  the header links the previewed candidate declares, as JSON
 *                     ([{ label, path }]): its remote also gets a journey through them (its only
 *                     one for a new area)
 * Read-only: nothing a journey does changes the deployment.
 *
 * Against a deployment (smoke, the release gate) each journey is a test of its own, so a
 * failure names it. In the browser suite the journeys of a site run one after another in one
 * visit, a step each: the cross-remote ones move by the header's links from wherever the last
 * one ended, as a visitor goes on, and a page load per journey would cost a second in each
 * engine. A keyboard journey that needs the focus at the top of a page starts a visit of its own.
 */
export interface PlannedJourney {
  title: string;
  /** Each journey in turn; `fresh` ones open the home page first. */
  steps: Array<{ name: string; journey: Journey; fresh: boolean }>;
  base: string;
  /** The teams whose pages the journeys visit, for their loops (docs/testing.md, "A team's loop"). */
  tags: string[];
}

const trim = (url: string) => url.replace(/\/$/, '');

/** The journey's team: the cross-remote ones are named after the page area they visit, the keyboard ones are the shell's. */
const teamOf = (name: string) => `@${name in journeys ? name : 'shell'}`;

/** Keyboard journeys that start from the focus at the top of a fresh page. */
const FROM_THE_TOP = new Set(['skip link', 'mobile menu']);

const preview = process.env.PREVIEW_QUERY ? new URLSearchParams(process.env.PREVIEW_QUERY) : null;

/** The header links the previewed candidate declares (PREVIEW_HEADER_LINKS), or none. */
function previewedHeaderLinks(): Array<{ label: string; path: string }> {
  return JSON.parse(process.env.PREVIEW_HEADER_LINKS || '[]') as Array<{ label: string; path: string }>;
}

/**
 * A journey for each page area that has none of its own in journeys.ts yet (one `npm run
 * new-area` just made): through the header links its pages.json declares, so the smoke checks a
 * new area from its first release on. Writing the area's own journey (journeys.ts, keyed by its
 * name) takes its place.
 */
function declaredAreaJourneys(): Record<string, Journey> {
  return Object.fromEntries(
    REMOTES.filter((remote) => !(remote in journeys)).flatMap((remote) => {
      const links = declaredPages(remote).flatMap(({ path, nav }) => (nav ? [{ label: nav.label, path }] : []));
      return links.length ? [[remote, headerLinksJourney(links)]] : [];
    }),
  );
}

export function plannedJourneys(): PlannedJourney[] {
  const selected = process.env.JOURNEYS ? process.env.JOURNEYS.split(',') : null;
  const pick = (all: Record<string, Journey>) =>
    (selected ?? Object.keys(all)).map((name) => {
      const journey = all[name];
      if (!journey) throw new Error(`No journey called "${name}": there are ${Object.keys(all).join(', ')}`);
      return { name, journey };
    });

  const smoke = process.env.SMOKE_URL;
  if (smoke) {
    const links = previewedHeaderLinks();
    const areas = declaredAreaJourneys();
    return (selected ?? [...Object.keys(journeys), ...Object.keys(areas)]).flatMap((name) => {
      // The candidate's own header links (a release's gate) before those of the repository's pages.json.
      const declared = name === preview?.get(PREVIEW_PARAMS.remote) && links.length ? [{ title: `${name} header links`, journey: headerLinksJourney(links) }] : [];
      const own = name in journeys ? [{ title: name, journey: journeys[name] }] : name in areas && !declared.length ? [{ title: `${name} header links`, journey: areas[name] }] : [];
      if (own.length + declared.length === 0) {
        throw new Error(`No journey called "${name}": there are ${Object.keys(journeys).join(', ')}, and a release's preview of pages with header links`);
      }
      return [...own, ...declared].map(({ title, journey }) => ({ title, steps: [{ name: title, journey, fresh: true }], base: trim(smoke), tags: [teamOf(name)] }));
    });
  }
  return [
    { label: 'hash mode', base: trim(process.env.SITE_URL ?? '') },
    { label: 'path mode', base: trim(process.env.PATH_SITE_URL ?? '') },
  ].flatMap(({ label, base }) => {
    const crossRemote = pick(journeys).map((step, index) => ({ ...step, fresh: index === 0 }));
    const keyboard = pick(keyboardJourneys).map((step, index) => ({ ...step, fresh: index === 0 || FROM_THE_TOP.has(step.name) }));
    return [crossRemote, keyboard]
      .filter((steps) => steps.length > 0)
      .map((steps) => ({
        title: `${steps.map(({ name }) => name).join(', ')} (${label})`,
        steps,
        base,
        tags: [...new Set(steps.map(({ name }) => teamOf(name)))],
      }));
  });
}


/**
 * Opens the home page the journey starts from, with the previewed candidate if there is one,
 * and waits for the app to take over its HTML: in path mode the page reads the same before,
 * but a click there is a page load and the toasts, the menu and focus handling are not on yet.
 */
export async function startJourney(visitor: Visitor): Promise<void> {
  await visitor.open(preview ? `/?${preview}` : '/');
  await visitor.see({ css: '#root[data-live]' }, 'the app took over the page');
  if (preview) {
    // The candidate runs, not the live version: the shell accepted the preview.
    const name = preview.get(PREVIEW_PARAMS.remote) ?? '';
    await visitor.see({ css: '[data-testid="preview-banner"]', text: new RegExp(`Previewing ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }
}
