import type { RegistryEntry } from '@mfp/shared/registry';
import { loaderDataContext, type LoaderDataSource } from '@mfp/shared/remote';
import { createContext, StrictMode, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { PlatformServicesProvider, type PlatformServices } from '../boundary/PlatformServices';
import { RemoteSlot } from '../boundary/RemoteSlot';
import { RootBoundary } from '../boundary/RootBoundary';
import { createFailureReporter } from '../failures/failureReporter';
import { bundledLoader } from './bundledLoader';

export interface StandaloneShellProps {
  /** The remote's `./App` default export, imported by the standalone page. */
  App: unknown;
  /** The entry the host would mount it from: name, title, route (the base path), module, version. */
  entry: RegistryEntry;
  /** Defaults to reporting to the page's own server (`POST /_host/errors`), which the dev server answers. */
  services?: PlatformServices;
  /**
   * The router around the routes: the browser's own by default; a static router at the request's URL while the dev
   * server renders the page (`dev:remote --ssr`), from server-only code, so the page's bundle keeps to the router
   * surface the host provides.
   */
  router?: (routes: ReactNode) => ReactNode;
  /** The remote's loader data (`browserLoaderSource`), provided as the host's slot provides it; none without a loader. */
  data?: LoaderDataSource;
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * A remote on its own page, mounted the way the host mounts it: in the host's `RemoteSlot` (the same boundary,
 * fallback screen and failure reports), inside the host's root boundary and a router that owns the URL, at
 * `<route>/*`, with the contract props. Any other path goes to the route. With `dev:remote --ssr`, the dev server renders
 * the same tree (`router`) around the remote's server HTML, and the page hydrates it (decision 0069).
 * Not covered: the host's header, navigation and registry; the page shows this one remote only.
 */
export function StandaloneShell({ App, entry, services, router = browserRouter, data }: StandaloneShellProps) {
  const LoaderData = loaderDataContext(createContext);
  const platform = useMemo(
    () => services ?? { loader: bundledLoader(App), reportFailure: createFailureReporter() },
    [App, services],
  );
  const routes = (
    <Routes>
      <Route path={`${entry.route}/*`} element={<RemoteSlot entry={entry} />} />
      <Route path="*" element={<Navigate to={entry.route} replace />} />
    </Routes>
  );
  return (
    <StrictMode>
      <PlatformServicesProvider services={platform}>
        <RootBoundary>
          <LoaderData.Provider value={data}>{router(routes)}</LoaderData.Provider>
        </RootBoundary>
      </PlatformServicesProvider>
    </StrictMode>
  );
}
