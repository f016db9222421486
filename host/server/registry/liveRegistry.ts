import type { RegistryWatch } from '@mfp/store';
import type { ReadFailure } from './boundedRead';
import { oneAtATime } from './oneAtATime';
import { checkRegistry, type RegistryState } from './registryCheck';
import { createRegistryOutageLog, type RegistryLog } from './registryOutageLog';
import { UNAVAILABLE, type RegistrySnapshot } from './registrySnapshot';
import type { StoredRegistry } from './storedRegistry';
import { watchSwitches } from './switchNotifications';

/** REGISTRY_MAX_STALENESS_MS's default: a deploy shows on every host server within a second. */
export const DEFAULT_REGISTRY_MAX_STALENESS_MS = 1_000;
/** The longest one store call may take before the server counts it as failed and keeps serving what it has. */
const REGISTRY_READ_TIMEOUT_MS = 2_000;

/** What `/healthz` says of the registry: `degraded` while the store fails, with the age of the registry served. */
export type RegistryHealth =
  { status: 'ok' } | { status: 'degraded'; registry: { error: string; ageMs: number | undefined } };

export interface LiveRegistryOptions {
  source: StoredRegistry;
  log: RegistryLog;
  /** The longest the registry served may be older than the store's: the revision is polled this often. */
  maxStalenessMs?: number;
  readTimeoutMs?: number;
  /** How often a continuing outage is logged again. */
  outageLogIntervalMs?: number;
  now?: () => number;
  /** Told of every failed read of the store, for the metrics. */
  onReadFailure?: (failure: ReadFailure) => void;
}

export interface LiveRegistry {
  /** Reads the registry once, then watches and polls it; resolves after the first read (bounded). Idempotent. */
  start(): Promise<void>;
  /** The registry to serve: in memory, never waiting on the store, except for the first read if it is under way. */
  current(): Promise<RegistrySnapshot>;
  /** What `/healthz` says of it: `ok`, or `degraded` while the last check of the store failed. */
  health(): RegistryHealth;
  /** The revision served, and how long ago the store last confirmed it (ms); both undefined before the first read. */
  freshness(): { revision: string | undefined; ageMs: number | undefined };
  /**
   * Reads the registry again now, without waiting for a notification or the poll: for a switch this server made
   * itself, so that it serves the new registry before it answers the deploy.
   */
  refresh(): Promise<void>;
  /** Stops the poll and the watch. */
  close(): Promise<void>;
}

/**
 * The registry a host server keeps in memory, keyed by its revision. It reads the document once, then only when the
 * revision changed: on a switch notification (a hint, that may be late or lost) and when a poll of the cheap revision
 * says so, every `maxStalenessMs`. When the store fails or hangs (each call bounded by `readTimeoutMs`), the last
 * registry read goes on being served, `/healthz` says `degraded`, and the outage is logged once per period.
 */
export function createLiveRegistry({
  source,
  log,
  maxStalenessMs = DEFAULT_REGISTRY_MAX_STALENESS_MS,
  readTimeoutMs = REGISTRY_READ_TIMEOUT_MS,
  outageLogIntervalMs,
  now = Date.now,
  onReadFailure,
}: LiveRegistryOptions): LiveRegistry {
  const outageLog = createRegistryOutageLog(log, outageLogIntervalMs, now);
  const state: RegistryState = { snapshot: undefined, confirmedAt: 0, failure: undefined };
  let started: Promise<void> | undefined;
  let watching: Promise<RegistryWatch | undefined> | undefined;
  let poll: NodeJS.Timeout | undefined;
  let closed = false;
  const ageMs = () => (state.snapshot ? now() - state.confirmedAt : undefined);
  // A notification or a poll during a check asks for another right after it, not a second reader.
  const refresh = oneAtATime(
    () => checkRegistry(state, { source, readTimeoutMs, now, outageLog, onReadFailure }),
    () => closed,
  );

  function start(): Promise<void> {
    started ??= (async () => {
      watching = watchSwitches(source, () => void (closed || refresh()), { readTimeoutMs, log });
      poll = setInterval(() => void refresh(), maxStalenessMs);
      poll.unref();
      await refresh();
    })();
    return started;
  }

  return {
    start,
    refresh: () => (started ? refresh() : start()),
    async current() {
      if (!state.snapshot) await start();
      return state.snapshot ?? UNAVAILABLE;
    },
    freshness: () => ({ revision: state.snapshot?.revision, ageMs: ageMs() }),
    health() {
      if (!state.failure) return { status: 'ok' };
      return { status: 'degraded', registry: { error: state.failure.kind, ageMs: ageMs() } };
    },
    async close() {
      closed = true;
      clearInterval(poll);
      const opened = await watching;
      await opened?.close();
    },
  };
}
