import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { versionFileUrl } from '../files/versionFileUrl';

/** Public URL of a published version's manifest, below STORE_PUBLIC_URL (`versionFileUrl`). */
export function manifestUrl(storePublicUrl: string, remote: string, version: string): string {
  return versionFileUrl(storePublicUrl, { remote, version, file: REMOTE_MANIFEST_FILE });
}
