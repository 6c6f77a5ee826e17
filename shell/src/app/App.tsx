import { LazyMotion, MotionConfig } from 'framer-motion';
import { GlobalStyles } from '../layout/GlobalStyles';
import { Layout } from '../layout/Layout';
import { loadMotionFeatures } from '../motion/motion-features-loader';
import { RemotePreviewBanner, usePreloadRemotes } from '../remotes';
import { RouteAnnouncer } from '../router/RouteAnnouncer';
import { RouteView } from '../router/RouteView';
import { useHistorySync } from '../router/useHistorySync';
import { ToastSlot } from '../toast/ToastSlot';

export function App() {
  useHistorySync();
  usePreloadRemotes();
  return (
    // "user": transforms are dropped for visitors who ask for reduced motion; opacity stays.
    <MotionConfig reducedMotion="user">
      {/* Only the DOM animation features the page transition needs, loaded on first interaction. */}
      <LazyMotion features={loadMotionFeatures} strict>
        <GlobalStyles />
        <Layout announcer={<RouteAnnouncer />}>
          <RouteView />
        </Layout>
        <ToastSlot />
        <RemotePreviewBanner />
      </LazyMotion>
    </MotionConfig>
  );
}
