import { lazy, Suspense } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { loadMotionFeatures } from './motion-features-loader';
import { GlobalStyles } from '../layout/GlobalStyles';
import { Layout } from '../layout/Layout';
import { RouteView } from '../router/RouteView';
import { useHistorySync } from '../router/useHistorySync';
import { activePreview } from '../remotes/preview';
import { usePreloadRemotes } from '../remotes/usePreloadRemotes';
import { ToastSlot } from '../toast/ToastSlot';

/** Only a team's preview tab needs the banner, so visitors never download it. */
const PreviewBanner = lazy(() => import(/* webpackChunkName: "preview-banner" */ '../remotes/PreviewBanner').then((m) => ({ default: m.PreviewBanner })));

export function App() {
  useHistorySync();
  usePreloadRemotes();
  return (
    // "user": transforms are dropped for visitors who ask for reduced motion; opacity stays.
    <MotionConfig reducedMotion="user">
      {/* Only the DOM animation features the page transition needs, loaded on first interaction. */}
      <LazyMotion features={loadMotionFeatures} strict>
        <GlobalStyles />
        <Layout>
          <RouteView />
        </Layout>
        <ToastSlot />
        {activePreview() && (
          <Suspense fallback={null}>
            <PreviewBanner />
          </Suspense>
        )}
      </LazyMotion>
    </MotionConfig>
  );
}
