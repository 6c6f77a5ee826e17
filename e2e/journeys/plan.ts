import { journeys, keyboardJourneys, type Journey } from './journeys';
import type { Visitor } from './visitor';

/**
 * Which journeys a run takes, against which sites; the same for every engine:
 *   SMOKE_URL         the site to visit (default: the browser suite's own deployments, the
 *                     hash-mode one and the prerendered path-mode one, keyboard journeys too)
 *   JOURNEYS          comma-separated journeys to run (default: all)
 *   PREVIEW_QUERY     a preview link's query: visit with that candidate previewed (the release
 *                     gate); each journey first checks the shell accepted it
 * Read-only: nothing a journey does changes the deployment.
 */
export interface PlannedJourney {
  title: string;
  journey: Journey;
  base: string;
  /** The team whose page the journey visits, for its loop (docs/testing.md, "A team's loop"). */
  tag: string;
}

const trim = (url: string) => url.replace(/\/$/, '');

export function plannedJourneys(): PlannedJourney[] {
  const smoke = process.env.SMOKE_URL;
  const sites = smoke
    ? [{ label: '', base: trim(smoke), all: journeys }]
    : [
        { label: 'hash mode', base: trim(process.env.SITE_URL ?? ''), all: { ...journeys, ...keyboardJourneys } },
        { label: 'path mode', base: trim(process.env.PATH_SITE_URL ?? ''), all: { ...journeys, ...keyboardJourneys } },
      ];
  const selected = process.env.JOURNEYS ? process.env.JOURNEYS.split(',') : null;
  return sites.flatMap(({ label, base, all }) =>
    (selected ?? Object.keys(all)).map((name) => {
      const journey = all[name];
      if (!journey) throw new Error(`No journey called "${name}": there are ${Object.keys(all).join(', ')}`);
      // The cross-remote journeys are named after the page area they visit; the keyboard ones are the shell's.
      return { title: label ? `${name} (${label})` : name, journey, base, tag: `@${name in journeys ? name : 'shell'}` };
    }),
  );
}

const preview = process.env.PREVIEW_QUERY ? new URLSearchParams(process.env.PREVIEW_QUERY) : null;

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
    const name = preview.get('preview') ?? '';
    await visitor.see({ css: '[data-testid="preview-banner"]', text: new RegExp(`Previewing ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }
}
