import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PlatformServicesProvider } from './boundary/PlatformServices';
import { createFailureReporter } from './failures/reportFailure';
import { RootBoundary } from './boundary/RootBoundary';
import { createModuleFederationLoader } from './loading/moduleFederationRuntime';
import { App } from './shell/App';

const services = {
  loader: createModuleFederationLoader(),
  reportFailure: createFailureReporter(),
};

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
