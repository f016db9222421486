import type { RegistryEntry } from '@mfp/shared/registry';
import { describeProblem } from '@mfp/shared/compatibility';
import { attemptLoad } from './attemptLoad';
import type { FederationRuntime } from './FederationRuntime';
import { loadWithLastKnownGood } from './lastKnownGood';
import { LOADING_DEFAULTS, type LoadingConfig } from './loadingDefaults';
import { loadWithRetries } from './loadWithRetries';
import { RemoteRecords, type RemoteRecord } from '../records/RemoteRecord';
import type { RemoteLoadResult } from '../records/RemoteLoadResult';

export interface RemoteLoader {
  /**
   * Loads the registry entry's module and checks that it is a component; if the live release fails to load and the
   * entry names a previous release, loads that one in its place. Never rejects: a failure is a `failed` result.
   */
  load(entry: RegistryEntry): Promise<RemoteLoadResult>;
  /** What the compatibility check found wrong with the remote's shared dependencies, one line each (maybe none). */
  compatibilityNotes(name: string): string[];
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  /** Where the loader keeps what it knows per remote; pass the ones the runtime's plugin reads. */
  records?: RemoteRecords;
  config?: Partial<LoadingConfig>;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRemoteLoader({
  runtime,
  records,
  config,
  sleep = defaultSleep,
}: RemoteLoaderOptions): RemoteLoader {
  const settings = { ...LOADING_DEFAULTS, ...config };
  const remotes = records ?? new RemoteRecords(settings.timeoutMs);

  const policy = { retries: settings.retries, retryBaseDelayMs: settings.retryBaseDelayMs, sleep };
  const attempt = (record: RemoteRecord, entry: RegistryEntry) =>
    attemptLoad(runtime, settings.timeoutMs, record, entry);

  return {
    compatibilityNotes(name) {
      const record = remotes.recordFor(name);
      const { compatibility } = record;
      if (!compatibility) return [];
      const problems = compatibility.status === 'incompatible' ? compatibility.problems : [];
      return [...problems, ...compatibility.softProblems].map((problem) => describeProblem(name, problem));
    },
    load(entry) {
      const record = remotes.recordFor(entry.name);
      // Concurrent loads of the same entry (StrictMode's double effects, two slots) share one attempt.
      if (record.inFlight?.entry === entry) return record.inFlight.promise;
      // Both releases load under the remote's one name, and so through its one record: the runtime registers one entry
      // per name, and the record tells it when the registered entry must be replaced (`force`). One release at a time:
      // an attempt still running for the release a slot has left (a deploy landed during the navigation) would
      // register its entry again under the next one's feet, and the runtime would load the old entry for the new
      // release. The next load waits for it, which costs at most what is left of its deadline (it retries no more).
      const before = record.inFlight?.promise;
      const load = () => loadWithLastKnownGood(entry, (release) => loadWithRetries(attempt, record, release, policy));
      const promise = (before ? before.then(load) : load()).finally(() => {
        if (record.inFlight?.promise === promise) record.inFlight = undefined;
      });
      record.inFlight = { entry, promise };
      return promise;
    },
  };
}
