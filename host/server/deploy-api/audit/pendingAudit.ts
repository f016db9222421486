import type { ControlRecords } from '@mfp/store';
import type { AuditEntry } from '@mfp/store/control';
import type { FastifyBaseLogger } from 'fastify';
import { createAuditOutage } from './auditOutage';
import { retryTimer } from './retryTimer';

/** Entries kept while the records store is down: a few minutes of a busy API's refusals, a few hundred KB at most. */
const DEFAULT_PENDING_AUDIT_LIMIT = 1000;
/** How often the kept entries are tried again while nothing else writes: well inside an outage's first minute. */
const DEFAULT_PENDING_AUDIT_RETRY_MS = 2000;

export interface PendingAuditOptions {
  control: Pick<ControlRecords, 'appendAudit'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The most entries kept; later ones are counted as lost. DEFAULT_PENDING_AUDIT_LIMIT unless told. */
  limit?: number;
  /** DEFAULT_PENDING_AUDIT_RETRY_MS unless told. */
  retryMs?: number;
}

export interface PendingAudit {
  /** Stores the entry now, or keeps it, in order, to store once the records answer again. Never rejects. */
  append(entry: AuditEntry): Promise<void>;
  /** Entries waiting for the store. */
  readonly size: number;
  /** Tries the waiting entries once more, then stops retrying; what is still waiting is logged, never dropped silently. */
  close(): Promise<void>;
}

/**
 * The audit trail's way through a records outage (issue 28): an entry the store refuses is kept in a bounded queue,
 * in order, and written when the store answers again: at the next entry, or by a retry every `retryMs`. The audit
 * log line is written at once either way, so the outage's entries are never only in memory. When the queue is full,
 * later entries are counted, not kept, and one line says how many were lost once the queue is written (or the server
 * stops): the trail then has a gap the log line explains, rather than a server that grows without bound.
 *
 * Entries keep their own `at`, so those written late still say when they happened.
 */
export function createPendingAudit({
  control,
  log,
  limit = DEFAULT_PENDING_AUDIT_LIMIT,
  retryMs = DEFAULT_PENDING_AUDIT_RETRY_MS,
}: PendingAuditOptions): PendingAudit {
  const outage = createAuditOutage(log, limit);
  const waiting: AuditEntry[] = [];
  let draining: Promise<void> | undefined;
  let closed = false;
  const retry = retryTimer(retryMs, () => void drain());
  const scheduleRetry = () => {
    if (!closed && waiting.length > 0) retry.schedule();
  };
  const keep = (entry: AuditEntry) => {
    if (waiting.length < limit) waiting.push(entry);
    else outage.lostOne();
  };

  /**
   * Writes the waiting entries in order until the store refuses one; resolves whether or not all went. Cleared in a
   * `finally` of the promise, not of its body: a body with nothing to write runs to its end before `??=` assigns,
   * and would leave a settled drain in place that every later call returns without writing anything.
   */
  const drain = (): Promise<void> =>
    (draining ??= (async () => {
      outage.writtenLate(await writeInOrder(waiting, control));
      if (waiting.length === 0) outage.caughtUp();
      scheduleRetry();
    })().finally(() => (draining = undefined)));

  return {
    get size() {
      return waiting.length;
    },
    async append(entry) {
      // What an outage kept goes first, so the trail stays in order when the store is back.
      if (waiting.length > 0) await drain();
      if (waiting.length > 0) return keep(entry);
      try {
        await control.appendAudit(entry);
      } catch (error) {
        outage.pending(error, entry);
        keep(entry);
        scheduleRetry();
      }
    },
    async close() {
      closed = true;
      retry.cancel();
      await drain();
      outage.stopped(waiting.length);
      waiting.length = 0;
    },
  };
}

/** Writes `waiting` in order, each removed once stored, until the store refuses one; how many were stored. */
async function writeInOrder(waiting: AuditEntry[], control: Pick<ControlRecords, 'appendAudit'>): Promise<number> {
  let written = 0;
  try {
    while (waiting.length > 0) {
      await control.appendAudit(waiting[0]!);
      waiting.shift();
      written += 1;
    }
  } catch {
    // Still down: the entries stay, in order, for the next try.
  }
  return written;
}
