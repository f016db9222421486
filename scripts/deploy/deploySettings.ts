import { defineSettings, pathSetting, publicUrlSetting, readSettings, type Env } from '@mfp/settings';
import { STORE_SETTINGS } from '@mfp/store';
import { REMOTES_DIR } from '../lib/buildTargets';

/**
 * What `npm run deploy` reads: where the store is and the origin its registry names (the store's own settings), and
 * where the remotes' sources are. Never the host server's settings: a bad HOST_DIST must not stop a deploy.
 */
export const DEPLOY_SETTINGS = defineSettings({
  ...STORE_SETTINGS,
  REMOTES_DIR: pathSetting(
    'Folder of the remotes `npm run deploy` builds (one package per remote)',
    REMOTES_DIR,
    '`remotes`',
  ),
  HOST_PUBLIC_URL: publicUrlSetting(
    "The host URL the preview links of `npm run deploy -- <remote> --no-switch` open (the deploy API uses its request's)",
    '`http://localhost:3000`',
    () => 'http://localhost:3000',
  ),
});

export function readDeploySettings(env: Env = process.env) {
  return readSettings(
    DEPLOY_SETTINGS,
    [
      'STORE_DIR',
      'STORE_FILES_URL',
      'STORE_RECORDS_URL',
      'REGISTRY_FILE',
      'STORE_PUBLIC_URL',
      'REMOTES_DIR',
      'HOST_PUBLIC_URL',
    ],
    env,
  );
}
