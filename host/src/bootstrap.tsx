import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PlatformServicesProvider } from './boundary/PlatformServices';
import { RootBoundary } from './boundary/RootBoundary';
import { OverrideSessionProvider } from './overrides/OverrideSessionContext';
import { bootServices } from './boot/bootServices';
import { App } from './shell/App';

// Made by the entry script already, which started loading the route's remote (`index.ts`); made here otherwise (the
// single bundle of `npm run bench` starts at this module).
const { overrides, services, registry } = bootServices();

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
