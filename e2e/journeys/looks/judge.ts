import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import path from 'node:path';
import { compareScreen, describeFinding, differencePicture } from '../../../platform/release/index.mjs';
import type { Capture } from './capture';
import type { LooksPlan } from './gate-plan';

/** A region of one screen that the candidate changed, and whether that is its to change. */
export interface Finding {
  view: string;
  width: number;
  screen: 'top' | 'bottom';
  region: string;
  share: number;
  verdict: 'own' | 'meant' | 'links' | 'refused';
  /** The screen's three pictures, relative to the plan's `out` folder. */
  pictures: { live: string; candidate: string; difference: string };
}

/** What one engine found: written as `<out>/<engine>.json`, which the gate reads back. */
export interface EngineFindings {
  engine: string;
  screens: number;
  findings: Finding[];
}

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/**
 * Compares the two sides' pictures screen by screen, keeps the three pictures of every screen
 * that changed under `<out>/<engine>/`, and writes the engine's findings beside them.
 */
export function judgeLooks({ engine, plan, live, candidate }: { engine: string; plan: LooksPlan; live: Capture[]; candidate: Capture[] }): EngineFindings {
  const dir = path.join(plan.out, engine);
  mkdirSync(dir, { recursive: true });
  const findings: Finding[] = [];
  live.forEach((before, index) => {
    const after = candidate[index];
    const same = after && after.view === before.view && after.width === before.width && after.screen === before.screen;
    if (!same) throw new Error(`The look check took the two sides in different orders: ${before.view} against ${after?.view ?? 'nothing'} (in ${engine})`);
    const boxes = new Map(after.regions.map(({ name, box }) => [name, box]));
    const regions = before.regions.map(({ name, box }) => ({ name, live: box, candidate: boxes.get(name) ?? null }));
    const changed = compareScreen({ live: before.png, candidate: after.png, regions, candidateTeam: plan.team, routeOwner: before.owner, meant: plan.meant, linksChanged: plan.linksChanged, engine });
    if (!changed.length) return;
    const name = `${slug(before.view)}-${before.width}-${before.screen}`;
    const pictures = { live: `${engine}/${name}-live.png`, candidate: `${engine}/${name}-candidate.png`, difference: `${engine}/${name}-difference.png` };
    writeFileSync(path.join(plan.out, pictures.live), before.png);
    writeFileSync(path.join(plan.out, pictures.candidate), after.png);
    writeFileSync(path.join(plan.out, pictures.difference), differencePicture(before.png, after.png, engine));
    for (const { region, share, verdict } of changed) findings.push({ view: before.view, width: before.width, screen: before.screen, region, share, verdict, pictures });
  });
  const result = { engine, screens: live.length, findings };
  writeFileSync(path.join(plan.out, `${engine}.json`), JSON.stringify(result, null, 2));
  return result;
}

/** The refusal, when the candidate changed what is not its own: its first line says so, each next line names one. */
function refusal(plan: LooksPlan, { engine, findings }: EngineFindings): string | null {
  const refused = findings.filter(({ verdict }) => verdict === 'refused');
  if (!refused.length) return null;
  const whose = plan.team === 'shell' ? "another team's page (release with --looks-changed if that is meant)" : `what ${plan.team} does not own`;
  return [`The candidate changes the look of ${whose}, in ${engine}: ${describeFinding(refused[0])}`, ...refused.slice(1).map(describeFinding)].join('\n');
}

/**
 * Shows every changed screen's pictures in the run's HTML report (the gate keeps it), and fails
 * the test with the refusal when the candidate changed what is not its own.
 */
export async function reportLooks(testInfo: TestInfo, plan: LooksPlan, judged: EngineFindings): Promise<void> {
  for (const { view, width, screen, region, pictures } of judged.findings) {
    for (const [which, file] of Object.entries(pictures)) {
      await testInfo.attach(`${view}, ${width} px, ${screen}, ${region}: ${which}`, { path: path.join(plan.out, file), contentType: 'image/png' });
    }
  }
  const refused = refusal(plan, judged);
  if (refused) throw new Error(refused);
}
