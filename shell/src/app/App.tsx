import { GlobalStyles, Layout } from '../layout';
import { RemotePreviewBanner, usePreloadRemotes } from '../remotes';
import { RouteAnnouncer, RouteView, useHistorySync } from '../router';
import { ToastSlot } from '../toast';

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
