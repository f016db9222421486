import { bounded, readFailureOf, type ReadFailure } from './boundedRead';
import type { StoredRegistry } from './storedRegistry';
import type { RegistryOutageLog } from './registryOutageLog';
import { snapshotOf, type RegistrySnapshot } from './registrySnapshot';

/** What a live registry knows of the store's registry, changed by each check. */
export interface RegistryState {
  /** The registry served; undefined until a read succeeds. */
  snapshot: RegistrySnapshot | undefined;
  /** When the store last confirmed the snapshot is its current registry. */
  confirmedAt: number;
  /** Why the last check failed; undefined once one succeeds. */
  failure: ReadFailure | undefined;
}

export interface RegistryCheckOptions {
  source: StoredRegistry;
  readTimeoutMs: number;
  now: () => number;
  outageLog: RegistryOutageLog;
  onReadFailure?: ((failure: ReadFailure) => void) | undefined;
}

/**
 * One look at the store, each call bounded by `readTimeoutMs`: the cheap revision first, and the whole document only
 * when it differs from the snapshot's (or there is none yet). A failure keeps the snapshot, and is told and logged.
 */
export async function checkRegistry(state: RegistryState, options: RegistryCheckOptions): Promise<void> {
  const { source, readTimeoutMs, now, outageLog } = options;
  const succeeded = () => {
    state.confirmedAt = now();
    state.failure = undefined;
    outageLog.succeeded();
  };
  try {
    if (state.snapshot) {
      const revision = await bounded(source.registryRevision(), readTimeoutMs, 'the registry revision');
      if (revision === state.snapshot.revision) return succeeded();
    }
    const read = await bounded(source.readRegistry(), readTimeoutMs, 'the registry');
    const revision = read.kind === 'found' ? read.revision : undefined;
    if (state.snapshot?.revision !== revision || state.snapshot?.kind !== read.kind) state.snapshot = snapshotOf(read);
    succeeded();
  } catch (error) {
    state.failure = readFailureOf(error);
    options.onReadFailure?.(state.failure);
    outageLog.failed(state.failure, state.snapshot ? now() - state.confirmedAt : undefined);
  }
}
