import { describeProblem } from '@mfp/shared/compatibility';
import type { PlatformFailure } from '@mfp/shared/failures';
import type { RegistryEntry } from '@mfp/shared/registry';
import { createFailure, toFailure } from '../../failures/failureFactory';
import { failedChunkOf } from '../integrity/failedChunkOf';
import type { IntegrityMismatchError } from '../integrity/subresourceIntegrity';
import type { RemoteRecord } from '../records/RemoteRecord';

/**
 * The failure a failed attempt at `entry` ends with. The runtime's error is the last resort: when the record says the
 * shared dependencies did not fit or a file did not match its integrity, that is the failure, whatever the runtime
 * wrapped it in.
 */
export async function attemptFailure(
  error: unknown,
  record: RemoteRecord,
  entry: RegistryEntry,
): Promise<PlatformFailure> {
  return (
    incompatibility(record, entry) ??
    (await integrityFailure(error, record, entry)) ??
    toFailure(error, { culprit: 'remote', remote: entry.name, version: entry.version, stage: 'load' })
  );
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
 * The failure of a load whose manifest, entry or chunk did not match the integrity recorded at deploy, or undefined
 * when that is not why it failed: the browser says only that the file failed, so the runtime's error cannot tell.
 */
async function integrityFailure(
  error: unknown,
  record: RemoteRecord,
  entry: RegistryEntry,
): Promise<PlatformFailure | undefined> {
  const mismatch = (await record.integrity.mismatchOf(entry.entry)) ?? (await chunkMismatch(error, record));
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

/**
 * For a chunk or stylesheet of a checked release that failed to load: whether its bytes changed since the build. The
 * check is a chunk of its own, fetched only then (decision 0057): a page that loads nothing wrong never downloads it.
 * When it cannot be had either, the failure stays what the runtime said.
 */
async function chunkMismatch(error: unknown, record: RemoteRecord): Promise<IntegrityMismatchError | undefined> {
  const chunk = failedChunkOf(error);
  const release = chunk && record.integrity.releaseOfScript(chunk.url);
  if (!chunk || !release) return undefined;
  try {
    const { findChunkMismatch } = await import(
      /* webpackChunkName: "lazy-chunk-check" */ '../integrity/findChunkMismatch'
    );
    return await findChunkMismatch(chunk, release, record.timeoutMs);
  } catch {
    return undefined;
  }
}
