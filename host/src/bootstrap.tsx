import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PlatformServicesProvider } from './boundary/PlatformServices';
import { createFailureReporter } from './failures/reportFailure';
import { RootBoundary } from './boundary/RootBoundary';
import { createModuleFederationLoader } from './loading/moduleFederationRuntime';
import { readPageData } from './page/readPageData';
import { preloadRouteRemote } from './preload/preloadRouteRemote';
import { withPreload } from './preload/preloadingLoader';
import { OverrideSessionProvider } from './overrides/OverrideSessionContext';
import { tabOverrideSession } from './overrides/overrideSession';
import { pageRegistrySource } from './registry/registrySource';
import { App } from './shell/App';
import { pageMountTimings } from './timings/pageMountTimings';

// Before the router reads the URL: `?mf-override=` moves into the tab's session.
const overrides = tabOverrideSession();
overrides.capture(window.location, window.history);

const pageData = readPageData();
const services = {
  loader: withPreload(createModuleFederationLoader()),
  reportFailure: createFailureReporter(undefined, overrides.activeFor),
  timings: pageMountTimings(pageData.timings, overrides.activeFor),
};

// The allowed origins and the registry come with the page (the host server writes them), so nothing waits for a fetch.
const registry = pageRegistrySource(pageData);

// Before the first render: the route's remote then loads while React renders the shell, not after.
// Not a remote this tab overrides: the shell loads that one from the override, once it has checked it.
preloadRouteRemote(services.loader, registry.initial?.remotes ?? [], window.location.pathname, overrides.requests);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <PlatformServicesProvider services={services}>
      <RootBoundary>
        <OverrideSessionProvider session={overrides}>
          <BrowserRouter>
            <App registry={registry} />
          </BrowserRouter>
        </OverrideSessionProvider>
      </RootBoundary>
    </PlatformServicesProvider>
  </StrictMode>,
);
