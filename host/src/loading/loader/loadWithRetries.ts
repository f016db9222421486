import type { RegistryEntry } from '@mfp/shared/registry';
import { retryDelayMs } from '@mfp/shared/remote';
import type { RemoteRecord } from '../records/RemoteRecord';
import type { RemoteComponent } from '../records/RemoteLoadResult';
import { attemptFailure } from './attemptFailure';
import type { LoadingConfig } from './loadingDefaults';

/** When to try a release again after a failed attempt, and how to wait between attempts. */
export interface RetryPolicy extends Pick<LoadingConfig, 'retries' | 'retryBaseDelayMs'> {
  sleep: (ms: number) => Promise<void>;
}

/**
 * Loads one release of a remote with `attempt`, again after a transient failure with a doubling delay, and settles the
 * record with how each attempt ended. Throws the last attempt's failure.
 */
export async function loadWithRetries(
  attempt: (record: RemoteRecord, entry: RegistryEntry) => Promise<RemoteComponent>,
  record: RemoteRecord,
  entry: RegistryEntry,
  { retries, retryBaseDelayMs, sleep }: RetryPolicy,
): Promise<RemoteComponent> {
  for (let retry = 0; ; retry++) {
    try {
      const component = await attempt(record, entry);
      record.settle(entry.entry, { status: 'loaded' });
      return component;
    } catch (error) {
      const failure = await attemptFailure(error, record, entry);
      record.settle(entry.entry, { status: 'failed', failure });
      // A load of another release has started meanwhile and waits for this one: no more attempts for this release.
      const superseded = record.inFlight !== undefined && record.inFlight.entry !== entry;
      if (!failure.isTransient || retry >= retries || superseded) throw failure;
      await sleep(retryDelayMs(retry, retryBaseDelayMs));
    }
  }
}
