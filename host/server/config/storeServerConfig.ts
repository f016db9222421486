import { readSettings, SettingsError, type Env } from '@mfp/settings';
import type { ServerConfig } from './config';
import { SERVER_SETTINGS } from './serverSettings';

/** What the store server alone needs: the store folder, its port and the address to bind. */
export type StoreServerConfig = Pick<ServerConfig, 'storeDir' | 'registryFile' | 'storePort' | 'host'>;

/** `s3://…` or any other URL: files kept outside a folder, which the store server cannot serve. */
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/**
 * The settings `npm run serve:store` reads, and only those: a bad host-server setting does not stop the store. The
 * store server serves a folder; with STORE_FILES_URL naming object storage, the bucket (or its CDN) serves the files.
 */
export function loadStoreServerConfig(env: Env = process.env): StoreServerConfig {
  const scheme = URL_SCHEME.exec(env.STORE_FILES_URL?.trim() ?? '')?.[1];
  if (scheme !== undefined) {
    // Only the scheme: the rest of the URL is nobody's business in a terminal or a log.
    throw new SettingsError(
      `STORE_FILES_URL=${scheme.toLowerCase()}://… keeps the version files outside a folder, so ` +
        '`npm run serve:store` has nothing to serve: browsers load them from STORE_PUBLIC_URL (the bucket or its ' +
        'CDN). Run only `npm run serve`, or set STORE_FILES_URL to a folder to serve it.',
    );
  }
  const settings = readSettings(SERVER_SETTINGS, ['STORE_DIR', 'REGISTRY_FILE', 'STORE_PORT', 'HOST'], env);
  return {
    storeDir: settings.STORE_DIR,
    registryFile: settings.REGISTRY_FILE,
    storePort: settings.STORE_PORT,
    host: settings.HOST,
  };
}
