import { showBootFailure } from './failures/showBootFailure';
import { bootServices } from './boot/bootServices';
import { dropRefusedStylesheets } from './hydration/dropRefusedStylesheets';

try {
  // Before any remote loads: its runtime would take a refused server stylesheet for applied (docs/decisions/0066).
  dropRefusedStylesheets(document);
  // Before the async boundary: the route's remote starts loading now, while the shell's chunks load and run
  // (docs/decisions/0040). Nothing it imports is a shared module.
  bootServices();
  // The async boundary: shared modules (react, react-dom, react-router) are negotiated by the federation runtime
  // before any of them is evaluated, which only works if the app's code is loaded through a dynamic import.
  import('./bootstrap').catch(showBootFailure);
} catch (error) {
  showBootFailure(error);
}
