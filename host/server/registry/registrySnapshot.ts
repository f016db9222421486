import type { RegistryRead } from '@mfp/store';
import { NO_PAGE_REGISTRY, pageRegistryOf, type PageRegistry } from './pageRegistry';

/**
 * The registry a host server serves, as of one revision, with what pages derive from it (`page`), computed once for
 * that revision and shared by every request until the next switch:
 * - `found`: the document's bytes as the store holds them, valid or not (the browser validates and reports);
 * - `missing`: the store has no registry (`location` says where it looked, for the log);
 * - `unavailable`: no registry could be read yet, since the server started (the store is down or slow).
 */
export type RegistrySnapshot =
  | { kind: 'found'; revision: string; bytes: Buffer; page: PageRegistry }
  | { kind: 'missing'; revision: undefined; location: string; page: PageRegistry }
  | { kind: 'unavailable'; revision: undefined; page: PageRegistry };

export const UNAVAILABLE: RegistrySnapshot = { kind: 'unavailable', revision: undefined, page: NO_PAGE_REGISTRY };

export function snapshotOf(read: RegistryRead): RegistrySnapshot {
  if (read.kind === 'missing') {
    return { kind: 'missing', revision: undefined, location: read.location, page: NO_PAGE_REGISTRY };
  }
  return { kind: 'found', revision: read.revision, bytes: read.bytes, page: pageRegistryOf(read.bytes) };
}
