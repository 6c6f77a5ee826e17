import { LazyMotion, MotionConfig, domAnimation } from 'framer-motion';
import { GlobalStyles } from '../layout/GlobalStyles';
import { Layout } from '../layout/Layout';
import { RouteView } from '../router/RouteView';
import { useHistorySync } from '../router/useHistorySync';
import { usePreloadOnIntent } from '../remotes/usePreloadOnIntent';
import { ToastProvider, ToastViewport } from '../toast/ToastViewport';

export function App() {
  useHistorySync();
  usePreloadOnIntent();
  return (
    // "user": transforms are dropped for visitors who ask for reduced motion; opacity stays.
    <MotionConfig reducedMotion="user">
      {/* Only the DOM animation features the page transition needs, not the whole library. */}
      <LazyMotion features={domAnimation} strict>
        <ToastProvider>
          <GlobalStyles />
          <Layout>
            <RouteView />
          </Layout>
          <ToastViewport />
        </ToastProvider>
      </LazyMotion>
    </MotionConfig>
  );
}
