import type { ReleaseRecords } from '@mfp/store';

/**
 * Where a host server gets the registry from: the store's records, which it only reads and watches. (The browser's
 * `RegistrySource`, in host/src/registry/, is another thing: the page's copy, then fetches of `/registry.json`.)
 */
export type StoredRegistry = Pick<ReleaseRecords, 'readRegistry' | 'registryRevision' | 'watchRegistry'>;
