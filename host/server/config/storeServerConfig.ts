import { readSettings, SettingsError, type Env } from '@mfp/settings';
import type { ServerConfig } from './config';
import { SERVER_SETTINGS } from './serverSettings';

/** What the store server alone needs: the store folder, where its version files are, its port and the address to bind. */
export type StoreServerConfig = Pick<ServerConfig, 'storeDir' | 'registryFile' | 'filesUrl' | 'storePort' | 'host'>;

/**
 * The settings `npm run serve:store` reads, and only those: a bad host-server setting does not stop the store. The
 * store server serves a folder; with STORE_FILES_URL naming object storage, the bucket (or its CDN) serves the files.
 */
export function loadStoreServerConfig(env: Env = process.env): StoreServerConfig {
  const settings = readSettings(
    SERVER_SETTINGS,
    ['STORE_DIR', 'STORE_FILES_URL', 'REGISTRY_FILE', 'STORE_PORT', 'HOST'],
    env,
  );
  const filesUrl = settings.STORE_FILES_URL;
  // Only the scheme: the rest of the URL is nobody's business in a terminal or a log.
  if (filesUrl.kind !== 'folder')
    throw new SettingsError(
      `STORE_FILES_URL=s3://… keeps the version files outside a folder, so ` +
        '`npm run serve:store` has nothing to serve: browsers load them from STORE_PUBLIC_URL (the bucket or its ' +
        'CDN). Run only `npm run serve`, or set STORE_FILES_URL to a folder to serve it.',
    );
  return {
    storeDir: settings.STORE_DIR,
    filesUrl,
    registryFile: settings.REGISTRY_FILE,
    storePort: settings.STORE_PORT,
    host: settings.HOST,
  };
}
