import { files } from '@site/shared/src/config/workspace';
import { allowScriptOrigins, BASE_PATH, settledPreview } from '../../environment';
import { untilRejected } from '../../scheduling';
import { remoteNames } from '../registry/remote-pages';
import { fetchRemotesConfig, type RemotesConfig } from '../registry/remotes-config';
import { withPreview } from './preview-verdict';

/**
 * remotes.json as this tab uses it (with the tab's preview in place when start-up accepted it:
 * preview-check.ts), fetched once per page view (again after a failure). An entry that is
 * missing or malformed is said once in the console and leaves that remote out: its pages show
 * their fallback, the others load.
 */
const tabRemotes = untilRejected(async () => {
  const { config: live, problems } = await fetchRemotesConfig(`${BASE_PATH}${files.pointer}`, remoteNames());
  for (const [name, problem] of Object.entries(problems)) console.error(`${problem}: the ${name} pages are unavailable until the deploy gives it a version.`);
  // The remotes' origins, the only ones besides the site's own that may serve scripts.
  allowScriptOrigins(Object.values(live).map(({ manifest }) => manifest));
  return withPreview(live, settledPreview());
});

/** Which version of each remote this tab runs: remotes.json, with an accepted preview in place. */
export function remotesConfig(): Promise<RemotesConfig> {
  return tabRemotes();
}
