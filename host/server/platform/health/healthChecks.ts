import type { RegistryEntry } from '@mfp/shared/registry';
import type { RemoteHealth } from '@mfp/shared/status';
import { checkReleaseHealth, HEALTH_CHECK_TIMEOUT_MS, type Fetch } from './releaseHealth';

/** An unhealthy release is checked again when someone looks, at most this often, besides the interval. */
const RECHECK_MS = 5_000;

export interface HealthChecksOptions {
  /** The registry this server serves, read from memory. */
  entries: () => Promise<readonly RegistryEntry[]>;
  intervalMs: number;
  timeoutMs?: number;
  fetch?: Fetch;
  now?: () => Date;
  /** ALLOWED_REMOTE_ORIGINS: manifests elsewhere are not fetched, and count as unhealthy. */
  allowedOrigins?: readonly string[];
}

/** The live releases' health, as this server last checked it (the status page's `health`). */
export interface HealthChecks {
  /** Checks every live release now, then every `intervalMs`; once, and never after `close`. */
  start(): void;
  /** Checks every live release now; a check already under way is waited for rather than repeated. Never rejects. */
  check(): Promise<void>;
  /**
   * The last result for `remote`'s live `version`, or `unchecked` when it has none for that version yet. Asks for a
   * check in the background when it has none, or an `unhealthy` one older than a few seconds.
   */
  healthOf(remote: string, version: string | undefined): RemoteHealth;
  /** Stops the checks; resolves once the one under way, if any, ends. */
  close(): Promise<void>;
}

/**
 * Checks every live release in the background, every `intervalMs`, and keeps the results in memory (per server:
 * each checks what it would serve). A release not checked yet, as right after a deploy, is `unchecked` and asks for a
 * check at once.
 */
export function createHealthChecks({
  entries,
  intervalMs,
  timeoutMs = Math.min(HEALTH_CHECK_TIMEOUT_MS, intervalMs),
  fetch = globalThis.fetch,
  now = () => new Date(),
  allowedOrigins,
}: HealthChecksOptions): HealthChecks {
  const results = new Map<string, { version: string | undefined; health: RemoteHealth }>();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function checkAll(): Promise<void> {
    const live = await entries();
    const checked = await Promise.all(
      live.map(
        async (entry) => [entry, await checkReleaseHealth(entry, { fetch, timeoutMs, now, allowedOrigins })] as const,
      ),
    );
    results.clear();
    for (const [entry, health] of checked) results.set(entry.name, { version: entry.version, health });
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
      const result = results.get(remote);
      const current = result !== undefined && result.version === version;
      // A release not checked yet (just deployed), or failing (maybe for a moment): checked again now, for the next look.
      const stale =
        result?.health.state === 'unhealthy' && Date.parse(result.health.checkedAt) < now().getTime() - RECHECK_MS;
      if (!closed && (!current || stale)) void check();
      return current ? result.health : { state: 'unchecked' };
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
