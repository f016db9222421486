import { FAILURE_POLICY, type PlatformFailure } from '@mfp/shared/failures';
import type { RegistryEntry } from '@mfp/shared/registry';
import { toFailure } from '../../failures/failureFactory';
import type { RemoteComponent, RemoteLoadResult } from '../records/RemoteLoadResult';

/** The last known-good release to load in the live release's place, and the version it is. */
export interface LastKnownGood {
  version: string;
  /** The live entry, pointing at the previous release's manifest. */
  release: RegistryEntry;
}

/**
 * The release to try after the live release of `entry` failed with `failure`, or undefined when there is none to try:
 * no `previous` in the registry, a previous that is the live release itself, or a failure that is not a load failure.
 */
export function lastKnownGoodFor(entry: RegistryEntry, failure: PlatformFailure): LastKnownGood | undefined {
  const { previous, deployedAt: _liveOnly, integrity: _liveIntegrity, ...live } = entry;
  if (!previous || previous.entry === entry.entry || !FAILURE_POLICY[failure.kind].fallsBack) return undefined;
  // The previous release is checked against its own integrity, never the live one's.
  const integrity = previous.integrity ? { integrity: previous.integrity } : {};
  return {
    version: previous.version,
    release: { ...live, entry: previous.entry, version: previous.version, ...integrity },
  };
}

/**
 * Loads the live release of `entry`, and its last known-good release in its place when the live one fails to load.
 * `loadRelease` does one release with its retries. Never rejects: whatever it throws ends as a failure of the release
 * it was loading.
 */
export async function loadWithLastKnownGood(
  entry: RegistryEntry,
  loadRelease: (release: RegistryEntry) => Promise<RemoteComponent>,
): Promise<RemoteLoadResult> {
  let failure: PlatformFailure;
  try {
    return { status: 'ready', Component: await loadRelease(entry) };
  } catch (error) {
    failure = loadFailure(error, entry);
  }
  const fallback = lastKnownGoodFor(entry, failure);
  if (!fallback) return { status: 'failed', failure };
  try {
    const Component = await loadRelease(fallback.release);
    return { status: 'ready', Component, servedFallback: { version: fallback.version, failure } };
  } catch (error) {
    return { status: 'failed', failure, fallbackFailure: loadFailure(error, fallback.release) };
  }
}

const loadFailure = (error: unknown, release: RegistryEntry) =>
  toFailure(error, { culprit: 'remote', remote: release.name, version: release.version, stage: 'load' });
