import { lazy, Suspense } from 'react';
import { activePreview } from './preview';

/** Only a team's preview tab needs the banner, so visitors never download it. */
const PreviewBanner = lazy(() => import(/* webpackChunkName: "preview-banner" */ './PreviewBanner').then((m) => ({ default: m.PreviewBanner })));

/** The preview banner (PreviewBanner.tsx) in a tab that runs a preview; nothing, and no download, otherwise. */
export function RemotePreviewBanner() {
  if (!activePreview()) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner />
    </Suspense>
  );
}
