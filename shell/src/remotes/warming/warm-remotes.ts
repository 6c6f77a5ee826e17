import type { Manifest } from '@module-federation/sdk';
import { remotesConfig } from '../preview/tab-remotes';
import { readEarlyJson } from '../loading/early-requests';
import type { IntegrityMap } from '../loading/federation';
import { federation, federationChunk, remoteLoadStarted, requestManifest } from '../loading/load-remote-page';
import { learnPageScripts } from '../loading/script-hints';
import { remotePagesOf } from '../registry/remote-pages';
import { integrityMapUrl } from '../registry/remotes-config';

/**
 * Warms, once the first page is complete, what a first visit to any remote page would
 * otherwise wait for, one request after another: remotes.json, the runtime's chunk, and each
 * remote's manifest and map of hashes. From those it learns which scripts each page's first
 * visit runs, for a tap to ask for them at once (script-hints.ts). The scripts themselves stay
 * with the visit: three entries and their pages would cost a visitor who never taps several
 * times what this does (docs/architecture.md, "Loading a remote page"). A failure here shows nothing: the visit asks again
 * and decides.
 */
export async function warmRemotes(): Promise<void> {
  const [config, { firstVisitScripts }] = await Promise.all([remotesConfig(), federationChunk(), federation()]);
  const warming = Object.entries(config)
    .filter(([remote]) => !remoteLoadStarted(remote))
    .map(async ([remote, version]) => {
      requestManifest(version, 'low');
      const [manifest, integrityMap] = await Promise.all([
        readEarlyJson(version.manifest),
        version.integrity ? readEarlyJson(integrityMapUrl(version.manifest)) : undefined,
      ]);
      if (!manifest) return;
      for (const page of remotePagesOf(remote)) {
        learnPageScripts(page, firstVisitScripts(manifest as Manifest, version.manifest, page.module, integrityMap as IntegrityMap | undefined));
      }
    });
  await Promise.allSettled(warming);
}
