import type { RemoteHealth } from '@mfp/shared/status';
import { checkReleaseHealth, HEALTH_CHECK_TIMEOUT_MS, type Fetch } from './releaseHealth';
import type { ReleaseToCheck } from './releasesToCheck';

/** An unhealthy release is checked again when someone looks, at most this often, besides the interval. */
const RECHECK_MS = 5_000;

export interface HealthChecksOptions {
  /** The releases of the registry this server serves, read from memory: live ones and rollouts' (`releasesToCheck`). */
  releases: () => Promise<readonly ReleaseToCheck[]>;
  intervalMs: number;
  timeoutMs?: number;
  fetch?: Fetch;
  now?: () => Date;
  /** ALLOWED_REMOTE_ORIGINS: manifests elsewhere are not fetched, and count as unhealthy. */
  allowedOrigins?: readonly string[];
}

/** The live and rollout releases' health, as this server last checked it (the status page's `health`). */
export interface HealthChecks {
  /** Checks every release now, then every `intervalMs`; once, and never after `close`. */
  start(): void;
  /** Checks every release now; a check already under way is waited for rather than repeated. Never rejects. */
  check(): Promise<void>;
  /**
   * The last result for `remote`'s release `version` (its live one's or its rollout's: each kept apart), or
   * `unchecked` when it has none for that version yet. Asks for a check in the background when it has none, or an
   * `unhealthy` one older than a few seconds.
   */
  healthOf(remote: string, version: string | undefined): RemoteHealth;
  /** Stops the checks; resolves once the one under way, if any, ends. */
  close(): Promise<void>;
}

/**
 * Checks every release served in the background, every `intervalMs`, and keeps the results in memory (per server:
 * each checks what it would serve), by remote and version, so a rollout's result never stands for the live one's.
 * Each round replaces the last: a rollout that ended is forgotten. A release not checked yet, as right after a deploy
 * or a rollout's start, is `unchecked` and asks for a check at once.
 */
export function createHealthChecks({
  releases,
  intervalMs,
  timeoutMs = Math.min(HEALTH_CHECK_TIMEOUT_MS, intervalMs),
  fetch = globalThis.fetch,
  now = () => new Date(),
  allowedOrigins,
}: HealthChecksOptions): HealthChecks {
  // By remote, then version: a remote has its live release and at most one rollout's.
  let results = new Map<string, Map<string | undefined, RemoteHealth>>();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function checkAll(): Promise<void> {
    const served = await releases();
    const checked = await Promise.all(
      served.map(
        async (release) =>
          [release, await checkReleaseHealth(release, { fetch, timeoutMs, now, allowedOrigins })] as const,
      ),
    );
    const next = new Map<string, Map<string | undefined, RemoteHealth>>();
    for (const [{ remote, version }, health] of checked) {
      let versions = next.get(remote);
      if (!versions) next.set(remote, (versions = new Map()));
      versions.set(version, health);
    }
    results = next;
  }

  /** One round at a time: asking during one waits for it. */
  const check = (): Promise<void> =>
    (running ??= checkAll()
      .catch(() => undefined)
      .finally(() => (running = undefined)));

  return {
    start(): void {
      if (timer || closed) return;
      void check();
      timer = setInterval(() => void check(), intervalMs);
      timer.unref();
    },
    check,
    healthOf(remote: string, version: string | undefined): RemoteHealth {
      const health = results.get(remote)?.get(version);
      // A release not checked yet (just deployed), or failing (maybe for a moment): checked again now, for the next look.
      const stale = health?.state === 'unhealthy' && Date.parse(health.checkedAt) < now().getTime() - RECHECK_MS;
      if (!closed && (!health || stale)) void check();
      return health ?? { state: 'unchecked' };
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
