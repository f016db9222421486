import type { RegistryWatch, ReleaseRecords } from '@mfp/store';
import { bounded, readFailureOf, type ReadFailure } from './boundedRead';
import { createRegistryOutageLog, type RegistryLog } from './registryOutageLog';
import { snapshotOf, UNAVAILABLE, type RegistrySnapshot } from './registrySnapshot';
import { logEvent } from '@mfp/shared/logs';

/**
 * Where a host server gets the registry from: the store's records, which it only reads and watches. (The browser's
 * `RegistrySource`, in host/src/registry/, is another thing: the page's copy, then fetches of `/registry.json`.)
 */
export type StoredRegistry = Pick<ReleaseRecords, 'readRegistry' | 'registryRevision' | 'watchRegistry'>;

/** REGISTRY_MAX_STALENESS_MS's default: a deploy shows on every host server within a second. */
export const DEFAULT_REGISTRY_MAX_STALENESS_MS = 1_000;
/** The longest one store call may take before the server counts it as failed and keeps serving what it has. */
export const REGISTRY_READ_TIMEOUT_MS = 2_000;

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
  let snapshot: RegistrySnapshot | undefined;
  /** When the store last confirmed the snapshot is its current registry. */
  let confirmedAt = 0;
  let failure: ReadFailure | undefined;
  let checking: Promise<void> | undefined;
  let checkAgain = false;
  let started: Promise<void> | undefined;
  let watching: Promise<RegistryWatch | undefined> | undefined;
  let poll: NodeJS.Timeout | undefined;
  let closed = false;

  async function checkOnce(): Promise<void> {
    try {
      if (snapshot) {
        const revision = await bounded(source.registryRevision(), readTimeoutMs, 'the registry revision');
        if (revision === snapshot.revision) return succeeded();
      }
      const read = await bounded(source.readRegistry(), readTimeoutMs, 'the registry');
      const revision = read.kind === 'found' ? read.revision : undefined;
      if (snapshot?.revision !== revision || snapshot?.kind !== read.kind) snapshot = snapshotOf(read);
      succeeded();
    } catch (error) {
      failure = readFailureOf(error);
      onReadFailure?.(failure);
      outageLog.failed(failure, snapshot ? now() - confirmedAt : undefined);
    }
  }

  function succeeded(): void {
    confirmedAt = now();
    failure = undefined;
    outageLog.succeeded();
  }

  /** One check at a time: a notification or poll during one asks for another right after it, not a second reader. */
  function refresh(): Promise<void> {
    if (checking) {
      checkAgain = true;
      return checking;
    }
    checking = (async () => {
      do {
        checkAgain = false;
        await checkOnce();
      } while (checkAgain && !closed);
    })().finally(() => (checking = undefined));
    return checking;
  }

  function watch(): Promise<RegistryWatch | undefined> {
    const onSwitch = () => void (closed || refresh());
    return bounded(source.watchRegistry(onSwitch), readTimeoutMs, 'the registry watch').catch((error: unknown) => {
      // Notifications only hurry things up: the poll keeps the registry within the bound without them.
      const { kind, detail } = readFailureOf(error);
      log.warn(
        { ...logEvent('registry-watch-failed'), error: kind, detail },
        `registry switch notifications off: ${detail}`,
      );
      return undefined;
    });
  }

  function start(): Promise<void> {
    started ??= (async () => {
      watching = watch();
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
      if (!snapshot) await start();
      return snapshot ?? UNAVAILABLE;
    },
    freshness: () => ({ revision: snapshot?.revision, ageMs: snapshot ? now() - confirmedAt : undefined }),
    health() {
      if (!failure) return { status: 'ok' };
      return {
        status: 'degraded',
        registry: { error: failure.kind, ageMs: snapshot ? now() - confirmedAt : undefined },
      };
    },
    async close() {
      closed = true;
      clearInterval(poll);
      const opened = await watching;
      await opened?.close();
    },
  };
}
