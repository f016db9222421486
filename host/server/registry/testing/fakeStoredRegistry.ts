import type { RegistryDocument } from '@mfp/shared/registry';
import type { RegistryRead } from '@mfp/store';
import type { StoredRegistry } from '../storedRegistry';

/** How the fake store answers: as a store should, with an error (a refused connection), or never (a hung one). */
type FakeStoreMode = 'up' | 'failing' | 'hanging';

export interface FakeStoredRegistry extends StoredRegistry {
  /** Reads of the whole document, and polls of the revision, so far. */
  readonly reads: number;
  readonly revisionPolls: number;
  /** Switches the registry, as a deploy on another machine would, without notifying anyone. */
  switchTo(document: RegistryDocument | undefined): void;
  /** Calls the watchers, as a switch notification would. */
  notify(): void;
  mode: FakeStoreMode;
  /** Watches opened and not closed. */
  readonly openWatches: number;
}

/** A refused connection, as `pg` or a socket reports it. */
const refused = (): Error => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/**
 * A ReleaseRecords-shaped registry source for the live registry's tests: counts what it is asked, fails or hangs on
 * demand, and notifies when told. Revisions are `r1`, `r2`, … one per switch.
 */
export function fakeStoredRegistry(initial: RegistryDocument | undefined): FakeStoredRegistry {
  let document = initial;
  let revision = 1;
  const watchers = new Set<() => void>();
  const answer = <T>(value: () => T): Promise<T> => {
    if (source.mode === 'hanging') return new Promise<T>(() => undefined);
    if (source.mode === 'failing') return Promise.reject(refused());
    return Promise.resolve(value());
  };
  const read = (): RegistryRead =>
    document === undefined
      ? { kind: 'missing', location: 'fake://registry' }
      : { kind: 'found', bytes: Buffer.from(JSON.stringify(document)), revision: `r${revision}` };
  const source: FakeStoredRegistry & { reads: number; revisionPolls: number } = {
    reads: 0,
    revisionPolls: 0,
    mode: 'up',
    get openWatches() {
      return watchers.size;
    },
    readRegistry() {
      source.reads += 1;
      return answer(read);
    },
    registryRevision() {
      source.revisionPolls += 1;
      return answer(() => (document === undefined ? undefined : `r${revision}`));
    },
    async watchRegistry(onSwitch) {
      watchers.add(onSwitch);
      return { close: async () => void watchers.delete(onSwitch) };
    },
    switchTo(next) {
      document = next;
      revision += 1;
    },
    notify() {
      for (const watcher of watchers) watcher();
    },
  };
  return source;
}
