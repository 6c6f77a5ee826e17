import { files } from '@site/shared/src/config/workspace';
import { parseDeclaration } from '@site/shared/src/pages/declaration-schema';
import {
  BASE_PATH,
  declaredPagesFrom,
  readSitePagesBlock,
  REMOTE_PAGES,
  REMOTE_REQUEST_TIMEOUT_MS,
  type Preview,
  type PreviewDeclaration,
  type PreviewVerdict,
} from '../../environment';
import { integrityMapUrl, MANIFEST_FILE, parseRemotesConfig, SRI } from '../registry/remotes-config';

/**
 * Whether this tab runs its preview (preview.ts), decided once at start-up, before anything reads
 * the site's pages (remotes/startup.ts). A chunk of its own, with the declaration schema: only a
 * tab with a preview downloads it. A preview runs only what its link pins, and applies nothing
 * of its link when refused:
 *   - a remote's name, and an http(s) address of an mf-manifest.json on an origin the deploy
 *     already loads remotes from (remotes.json's, or the site's own);
 *   - the manifest's and mf-integrity.json's SHA-384, both, each matching the file served;
 *   - the candidate's pages.json, pinned by that map, read by the declaration schema and by the
 *     ownership rules (for a new area's first release, it brings the area's prefixes).
 * Any other outcome is a refusal with a reason the banner shows; nothing here throws past
 * start-up (it catches), and every request gives up after REMOTE_REQUEST_TIMEOUT_MS.
 */

const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
/** Said with a refusal of the pins: kept short, since the banner is small on a phone. */
const HOW_TO_PIN = 'use the pinned link npm run release prints';

export interface PreviewCheckOptions {
  siteOrigin: string;
  fetchImpl?: typeof fetch;
  /** The deploy's declarations (the HTML's site-pages block), as the app will read them. */
  block?: unknown;
}

class Refusal extends Error {}

/** A text as a reason shows it: at most 60 characters. */
function clipped(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** A response and its body, both within REMOTE_REQUEST_TIMEOUT_MS: a CDN that hangs cannot hold the app's start. */
async function fetchWithin(fetchImpl: typeof fetch, url: string, init: RequestInit = {}): Promise<{ response: Response; text: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${url} did not answer within ${REMOTE_REQUEST_TIMEOUT_MS / 1000} s`)), REMOTE_REQUEST_TIMEOUT_MS);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    return { response, text: await response.text() };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The text of the file at `url`, which must be the one `pin` names. The browser checks the pin
 * (`integrity`); when it refuses, a second request without it tells a file that differs from
 * one that could not be fetched.
 */
async function pinnedText(fetchImpl: typeof fetch, url: string, pin: string, name: string): Promise<string> {
  let answer: { response: Response; text: string };
  try {
    answer = await fetchWithin(fetchImpl, url, { integrity: pin });
  } catch {
    const served = await fetchWithin(fetchImpl, url, { cache: 'no-store' }).catch(() => null);
    throw new Refusal(served?.response.ok ? `its ${name} is not the file the link pins (its SHA-384 differs)` : `its ${name} could not be fetched`);
  }
  if (!answer.response.ok) throw new Refusal(`its ${name} answered ${answer.response.status}`);
  return answer.text;
}

function parsedJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Refusal(`its ${name} is not valid JSON`);
  }
}

/** The origins the deploy loads remotes from: those of every entry of the live remotes.json. */
async function remoteOrigins(fetchImpl: typeof fetch, siteOrigin: string): Promise<Set<string>> {
  const url = new URL(`${BASE_PATH}${files.pointer}`, siteOrigin).href;
  const { response, text } = await fetchWithin(fetchImpl, url, { cache: 'no-cache' });
  if (!response.ok) throw new Refusal(`the site's ${files.pointer} answered ${response.status}`);
  const json = parsedJson(text, `site's ${files.pointer}`);
  const names = json && typeof json === 'object' ? Object.keys(json) : [];
  const { config } = parseRemotesConfig(json, response.url || url, names);
  return new Set(Object.values(config).map(({ manifest }) => new URL(manifest).origin));
}

/** The candidate's declaration: its pages.json as its pinned map pins it; undefined for a build whose map lists none. */
async function pinnedDeclaration(fetchImpl: typeof fetch, manifestUrl: string, filesPin: string): Promise<PreviewDeclaration | undefined> {
  const map = parsedJson(await pinnedText(fetchImpl, integrityMapUrl(manifestUrl), filesPin, files.integrityMap), files.integrityMap) as { files?: Record<string, unknown> } | null;
  const pin = map?.files?.[files.declaration];
  if (pin === undefined) return undefined;
  if (typeof pin !== 'string' || !SRI.test(pin)) throw new Refusal(`its ${files.integrityMap} pins ${files.declaration} with something that is not a SHA hash`);
  const file = files.declaration;
  const { declaration, problems } = parseDeclaration(parsedJson(await pinnedText(fetchImpl, new URL(file, manifestUrl).href, pin, file), file));
  if (!declaration) throw new Refusal(`its ${file} is refused: ${problems.slice(0, 3).join('; ')}`);
  return declaration;
}

async function judge(preview: Preview, { siteOrigin, fetchImpl = fetch, block }: PreviewCheckOptions): Promise<PreviewVerdict> {
  if (!REMOTE_NAME.test(preview.remote)) throw new Refusal(`"${clipped(preview.remote)}" is not the name of a remote`);
  let manifest: URL;
  try {
    manifest = new URL(preview.manifestUrl, siteOrigin);
  } catch {
    throw new Refusal('the manifest address is not a web address');
  }
  if (manifest.protocol !== 'https:' && manifest.protocol !== 'http:') throw new Refusal('the manifest address is not a web address');
  if (!manifest.pathname.endsWith(`/${MANIFEST_FILE}`)) throw new Refusal(`the address does not name a ${MANIFEST_FILE}`);
  const { integrity } = preview;
  if (!integrity) throw new Refusal(`the link pins nothing; ${HOW_TO_PIN}`);
  if (!SRI.test(integrity.manifest) || !SRI.test(integrity.files)) throw new Refusal(`its pins are not a pair of SHA hashes; ${HOW_TO_PIN}`);
  const allowed = await remoteOrigins(fetchImpl, siteOrigin);
  allowed.add(new URL(siteOrigin).origin);
  if (!allowed.has(manifest.origin)) throw new Refusal(`${manifest.origin} is not one of the origins this site loads remotes from`);

  await pinnedText(fetchImpl, manifest.href, integrity.manifest, MANIFEST_FILE);
  const declaration = await pinnedDeclaration(fetchImpl, manifest.href, integrity.files);
  const pages = declaredPagesFrom(block, REMOTE_PAGES, declaration ? { remote: preview.remote, declaration } : null);
  const refused = pages.refused[preview.remote];
  if (refused && declaration) throw new Refusal(`its ${files.declaration} is refused: ${refused.slice(0, 3).join('; ')}`);
  if (!pages.remotes.includes(preview.remote)) throw new Refusal(`this site has no remote called "${preview.remote}"`);
  return { preview: { ...preview, manifestUrl: manifest.href }, accepted: true, ...(declaration ? { declaration } : {}) };
}

/** The verdict on this tab's preview: accepted with its pinned declaration, or refused with a reason. Never rejects. */
export async function checkPreview(preview: Preview, options: PreviewCheckOptions): Promise<PreviewVerdict> {
  try {
    return await judge(preview, { block: readSitePagesBlock(), ...options });
  } catch (error) {
    const reason = error instanceof Refusal ? error.message : `it could not be checked (${error instanceof Error ? error.message : String(error)})`;
    return { preview, accepted: false, reason };
  }
}
