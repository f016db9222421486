import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { bootServices } from './boot/bootServices';
import { App } from './shell/App';
import { HostRoot } from './shell/HostRoot';

// Made by the entry script already, which started loading the route's remote (`index.ts`); made here otherwise (the
// single bundle of `npm run bench` starts at this module).
const boot = bootServices();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const page = (
  <HostRoot boot={boot}>
    <BrowserRouter>
      <App registry={boot.registry} preview={boot.preview} previewLink={boot.previewLink.link()} />
    </BrowserRouter>
  </HostRoot>
);

// The server rendered the page (SERVER_RENDERING=on): the browser hydrates its markup. Otherwise it renders alone.
if (container.firstChild)
  hydrateRoot(container, page, { onRecoverableError: boot.hydrationMismatches.onRecoverableError });
else createRoot(container).render(page);
