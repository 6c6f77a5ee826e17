import { BASE_PATH } from '../../platform/build-settings';
import { allowScriptOrigins } from '../../platform/trusted-types';
import { untilRejected } from '../../scheduling/until-rejected';
import { fetchRemotesConfig, type RemotesConfig } from '../registry/remotes-config';
import { activePreview, type PreviewVerdict } from './preview';

/**
 * remotes.json as this tab uses it (with the tab's preview in place when the deploy allows
 * it), and the verdict on that preview; fetched once per page view (again after a failure).
 */
const tabRemotes = untilRejected(async () => {
  const live = await fetchRemotesConfig(`${BASE_PATH}remotes.json`);
  // The remotes' origins, the only ones besides the site's own that may serve scripts.
  allowScriptOrigins(Object.values(live).map(({ manifest }) => manifest));
  const preview = activePreview();
  if (!preview) return { config: live, verdict: null };
  const { judgePreview, withPreview } = await import(/* webpackChunkName: "preview-verdict" */ './preview-verdict');
  const verdict = judgePreview(preview, live, window.location.origin);
  return { config: withPreview(live, verdict), verdict };
});

/** Which version of each remote this tab runs: remotes.json, with an accepted preview in place. */
export function remotesConfig(): Promise<RemotesConfig> {
  return tabRemotes().then(({ config }) => config);
}

/** Whether this tab's preview runs, or why not; null without a preview. */
export function previewVerdict(): Promise<PreviewVerdict | null> {
  return tabRemotes().then(({ verdict }) => verdict);
}
