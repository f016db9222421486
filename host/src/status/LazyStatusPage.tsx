import { lazy, Suspense } from 'react';
import { SlotLoading } from '../boundary/SlotLoading';

// Its own chunk, fetched only when someone opens the route: nothing of the page is on the critical path of the shop's
// pages. The `lazy-` prefix keeps it out of the boot chunks the page preloads
// (webpack/output/preloadBootChunksPlugin.ts, decision 0046).
const StatusPage = lazy(() =>
  import(/* webpackChunkName: "lazy-status" */ './StatusPage').then((module) => ({ default: module.StatusPage })),
);

/** The route element of `STATUS_PAGE_PATH`. */
export function LazyStatusPage() {
  return (
    <Suspense fallback={<SlotLoading title="the platform status" />}>
      <StatusPage />
    </Suspense>
  );
}
