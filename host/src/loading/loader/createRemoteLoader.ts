import type { RegistryEntry } from '@mfp/shared/registry';
import type { RemoteAppProps } from '@mfp/shared/remote';
import { describeProblem } from '@mfp/shared/compatibility';
import type { PlatformFailure } from '@mfp/shared/failures';
import { createFailure, toFailure } from '../../failures/failureFactory';
import type { FederationRuntime } from './FederationRuntime';
import { isComponent } from './isComponent';
import { loadWithLastKnownGood } from './lastKnownGood';
import { LOADING_DEFAULTS, type LoadingConfig } from './loadingDefaults';
import { RemoteRecords, type RemoteRecord } from '../records/RemoteRecord';
import type { RemoteComponent, RemoteLoadResult } from '../records/RemoteLoadResult';
import { withDeadline } from '../../deadline/withDeadline';

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

  function ensureRegistered(record: RemoteRecord, entry: RegistryEntry): void {
    const step = record.registrationStep(entry.entry);
    if (step === 'keep') return;
    runtime.register({ name: entry.name, entry: entry.entry }, { force: step === 'force' });
    record.registered(entry.entry);
  }

  async function attempt(record: RemoteRecord, entry: RegistryEntry): Promise<RemoteComponent> {
    const timeoutMs = entry.timeoutMs ?? settings.timeoutMs;
    record.timeoutMs = timeoutMs;
    record.integrity.expect(entry.entry, entry.integrity);
    ensureRegistered(record, entry);
    const loaded = await withDeadline(`Loading ${entry.name}/${entry.module}`, timeoutMs, () =>
      runtime.load(entry.name, entry.module),
    );
    const component = (loaded as { default?: unknown } | null | undefined)?.default;
    if (!isComponent<RemoteAppProps>(component)) {
      throw createFailure({
        culprit: 'remote',
        kind: 'not-a-component',
        remote: entry.name,
        version: entry.version,
        message: `${entry.module} default export is ${component === null ? 'null' : typeof component}, not a React component`,
      });
    }
    return component;
  }

  async function loadWithRetries(record: RemoteRecord, entry: RegistryEntry): Promise<RemoteComponent> {
    for (let retry = 0; ; retry++) {
      try {
        const component = await attempt(record, entry);
        record.settle(entry.entry, { status: 'loaded' });
        return component;
      } catch (error) {
        const failure =
          incompatibility(record, entry) ??
          (await integrityFailure(record, entry)) ??
          toFailure(error, { culprit: 'remote', remote: entry.name, version: entry.version, stage: 'load' });
        record.settle(entry.entry, { status: 'failed', failure });
        // A load of another release has started meanwhile and waits for this one: no more attempts for this release.
        const superseded = record.inFlight !== undefined && record.inFlight.entry !== entry;
        if (!failure.isTransient || retry >= settings.retries || superseded) throw failure;
        await sleep(settings.retryBaseDelayMs * 2 ** retry);
      }
    }
  }

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
      const load = () => loadWithLastKnownGood(entry, (release) => loadWithRetries(record, release));
      const promise = (before ? before.then(load) : load()).finally(() => {
        if (record.inFlight?.promise === promise) record.inFlight = undefined;
      });
      record.inFlight = { entry, promise };
      return promise;
    },
  };
}

/**
 * The failure of a load the runtime plugin stopped because the manifest's shared dependencies do not fit the host, or
 * undefined when that is not why it failed. Whatever the runtime wrapped the refusal in, the record says why; the
 * runtime's own warnings about shared versions during the attempt are added.
 */
function incompatibility(record: RemoteRecord, entry: RegistryEntry): PlatformFailure | undefined {
  const { compatibility, sharedWarnings } = record;
  if (compatibility?.status !== 'incompatible') return undefined;
  const problems = compatibility.problems.map((problem) => describeProblem(entry.name, problem));
  return createFailure({
    culprit: 'remote',
    kind: 'shared-incompatible',
    remote: entry.name,
    version: entry.version,
    message: [...problems, ...sharedWarnings].join('; '),
  });
}

/**
 * The failure of a load whose manifest or entry did not match the integrity recorded at deploy, or undefined when that
 * is not why it failed: the browser says only that the file failed, so the runtime's error cannot tell.
 */
async function integrityFailure(record: RemoteRecord, entry: RegistryEntry): Promise<PlatformFailure | undefined> {
  const mismatch = await record.integrity.mismatchOf(entry.entry);
  if (!mismatch) return undefined;
  return createFailure({
    culprit: 'remote',
    kind: 'integrity-failed',
    remote: entry.name,
    version: entry.version,
    message: mismatch.message,
    cause: mismatch,
  });
}
