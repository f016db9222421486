import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PlatformServicesProvider } from './boundary/PlatformServices';
import { createFailureReporter } from './failures/reportFailure';
import { RootBoundary } from './boundary/RootBoundary';
import { createModuleFederationLoader } from './loading/moduleFederationRuntime';
import { earlyRegistry } from './preload/earlyRegistry';
import { preloadRouteRemote } from './preload/preloadRouteRemote';
import { withPreload } from './preload/preloadingLoader';
import { App } from './shell/App';

const services = {
  loader: withPreload(createModuleFederationLoader()),
  reportFailure: createFailureReporter(),
};

// Before the first render: the route's remote then loads while React renders the shell, not after.
void preloadRouteRemote(services.loader, earlyRegistry(), window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <PlatformServicesProvider services={services}>
      <RootBoundary>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </RootBoundary>
    </PlatformServicesProvider>
  </StrictMode>,
);
