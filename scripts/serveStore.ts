import { loadStoreServerConfig, serveStoreUntilStopped } from '@mfp/host-server';
import { runMain } from './lib/runMain';

/**
 * `npm run serve:store`: the built-in store server alone (STORE_PORT, default 3100), serving a folder store's version
 * files on their own origin, as a CDN would. Refuses a store whose files are kept elsewhere (STORE_FILES_URL=s3://…),
 * which the bucket or its CDN serves.
 */
runMain(async () => {
  await serveStoreUntilStopped(loadStoreServerConfig());
});
