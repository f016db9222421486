import { STATUS_PAGE_PATH } from '@mfp/shared/status';
import { Route, Routes } from 'react-router';
import { FallbackScreen } from '../boundary/FallbackScreen';
import { SlotLoading } from '../boundary/SlotLoading';
import { navigationOf } from '../registry/navigationOf';
import type { RegistryState } from '../registry/RegistryState';
import type { NavigationItem } from '@mfp/shared/page';
import type { PlatformFailure } from '@mfp/shared/failures';
import { useSkippedEntryRoutes } from '../registry/useSkippedEntryRoutes';
import { LazyStatusPage } from '../status/LazyStatusPage';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { PageHead } from './PageHead';
import { RemotePage } from './RemotePage';

/**
 * One route per registered remote (its route plus everything under it, for the remote's own nested routes), the home
 * page and the not-found page. Until the registry arrives, unknown paths show a loading state rather than
 * "not found", so deep links such as /catalog/espresso-cup survive a reload. A skipped registry entry's route shows its
 * failure, so a broken entry is never mistaken for a page that does not exist.
 */
export function ShellRoutes({ registry }: { registry: RegistryState }) {
  const remotes = registry.status === 'ready' ? registry.remotes : [];
  const skipped = useSkippedEntryRoutes(registry);
  const partial = registry.status === 'ready' ? registry.partial : undefined;
  // The page's navigation names every remote (each has its route below, pending or not), so a path under none of
  // them is not found even before the whole registry is read: the server renders it so, with its 404.
  const fallback =
    registry.status === 'loading' ? (
      <SlotLoading title="the shop" />
    ) : registry.status === 'failed' ? (
      <FallbackScreen failure={registry.failure} fill="slot" />
    ) : (
      <NotFoundPage />
    );
  const pending = partial
    ? partial.navigation
        .filter((item) => !remotes.some((remote) => remote.name === item.name))
        .map((item) => ({ item, partial }))
    : [];
  return (
    <Routes>
      {/* Not the home page while loading: it would claim that no remotes are registered. */}
      <Route
        path="/"
        element={registry.status === 'ready' ? <HomePage remotes={navigationOf(registry)} /> : fallback}
      />
      {/* The slot's key: going from one remote's route to another's must mount a new slot, not hand the first
          remote's lifecycle to the second, since both elements sit at the same place in the tree. */}
      {remotes.map((remote) => (
        <Route
          key={remote.name}
          path={`${remote.route}/*`}
          element={<RemotePage key={remote.name} remote={remote} />}
        />
      ))}
      {pending.map(({ item, partial: known }) => (
        <Route
          key={item.name}
          path={`${item.route}/*`}
          element={<PendingRemote key={item.name} partial={known} title={item.title} />}
        />
      ))}
      {skipped.map(({ route, failure }) => (
        <Route key={route} path={`${route}/*`} element={<FallbackScreen key={route} failure={failure} fill="slot" />} />
      ))}
      {/* The platform team's page: the server serves it to an admin session only, and no link leads to it. */}
      <Route
        path={STATUS_PAGE_PATH}
        element={
          <>
            <PageHead title="Platform status" description="Live releases, failures and load times of every remote." />
            <LazyStatusPage />
          </>
        }
      />
      <Route path="*" element={fallback} />
    </Routes>
  );
}

/**
 * A remote the page knows by its navigation only: loading while the whole registry is read, and that read's failure
 * if it failed (the next navigation tries again).
 */
function PendingRemote({
  partial,
  title,
}: {
  partial: { navigation: NavigationItem[]; failure?: PlatformFailure };
  title: string;
}) {
  return partial.failure ? <FallbackScreen failure={partial.failure} fill="slot" /> : <SlotLoading title={title} />;
}
