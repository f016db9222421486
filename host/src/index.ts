import { showBootFailure } from './failures/showBootFailure';
import { startRegistryDownload } from './preload/registryDownload';

// Before the host's chunks arrive: the registry names the remote this page needs, which can then start loading as
// soon as the bootstrap runs (./preload).
startRegistryDownload();

// The async boundary: shared modules (react, react-dom, react-router) are negotiated by the federation runtime
// before any of them is evaluated, which only works if the app's code is loaded through a dynamic import.
import('./bootstrap').catch(showBootFailure);
