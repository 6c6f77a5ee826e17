import { GlobalStyles } from '../layout/GlobalStyles';
import { Layout } from '../layout/Layout';
import { RemotePreviewBanner, usePreloadRemotes } from '../remotes';
import { RouteAnnouncer } from '../router/RouteAnnouncer';
import { RouteView } from '../router/RouteView';
import { useHistorySync } from '../router/useHistorySync';
import { ToastSlot } from '../toast/ToastSlot';

export function App() {
  useHistorySync();
  usePreloadRemotes();
  return (
    <>
      <GlobalStyles />
      <Layout announcer={<RouteAnnouncer />}>
        <RouteView />
      </Layout>
      <ToastSlot />
      <RemotePreviewBanner />
    </>
  );
}
