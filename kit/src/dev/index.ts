/**
 * `@mfp/remote-kit/dev`, for this repository's own dev servers only (never published, decision 0051): the dev server
 * `mfp dev` runs, which `npm run dev` and `npm run dev:remote` run too. Loads webpack and webpack-dev-server.
 */
export {
  assertPortFree,
  DEV_HOST,
  freePort,
  portInUse,
  devServerShutdown,
  startDevServer,
  type RunningDevServer,
} from './startDevServer';
export { devManifestUrl, remoteDevServerOptions, type Middleware } from './remoteDevServer';
export { printServed, type ServedRemote } from './printServed';
