import type { AuditEntry, ControlRecords } from '@mfp/store';
import type { FastifyBaseLogger } from 'fastify';
import { logEvent } from '@mfp/shared/logs';

/** Entries kept while the records store is down: a few minutes of a busy API's refusals, a few hundred KB at most. */
export const DEFAULT_PENDING_AUDIT_LIMIT = 1000;
/** How often the kept entries are tried again while nothing else writes: well inside an outage's first minute. */
export const DEFAULT_PENDING_AUDIT_RETRY_MS = 2000;

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
  const waiting: AuditEntry[] = [];
  let lost = 0;
  /** Written late since the outage began: said once the queue is empty. */
  let writtenLate = 0;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let closed = false;

  const keep = (entry: AuditEntry) => {
    if (waiting.length < limit) waiting.push(entry);
    else lost += 1;
  };

  const scheduleRetry = () => {
    if (closed || timer || waiting.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void drain();
    }, retryMs);
    // A retry never keeps a stopping server alive.
    timer.unref();
  };

  /**
   * Writes the waiting entries in order until the store refuses one; resolves whether or not all went. Cleared in a
   * `finally` of the promise, not of its body: a body with nothing to write runs to its end before `??=` assigns,
   * and would leave a settled drain in place that every later call returns without writing anything.
   */
  const drain = (): Promise<void> =>
    (draining ??= (async () => {
      try {
        while (waiting.length > 0) {
          await control.appendAudit(waiting[0]!);
          waiting.shift();
          writtenLate += 1;
        }
      } catch {
        // Still down: the entries stay, in order, for the next try.
      }
      if (writtenLate > 0 && waiting.length === 0) reportRecovered();
      scheduleRetry();
    })().finally(() => (draining = undefined)));

  const reportRecovered = () => {
    log.info(
      { ...logEvent('audit-recovered'), written: writtenLate, lost },
      `deploy api: ${writtenLate} audit entries kept while the records store was down are stored`,
    );
    writtenLate = 0;
    if (lost > 0) reportLost();
  };

  const reportLost = () => {
    log.error(
      { ...logEvent('audit-lost'), lost, limit },
      `deploy api: ${lost} audit entries were lost while the records store was down: more than ${limit} were waiting. ` +
        'Their log lines (msg "deploy api: ...") hold what they said.',
    );
    lost = 0;
  };

  return {
    get size() {
      return waiting.length;
    },
    async append(entry) {
      // What an outage kept goes first, so the trail stays in order when the store is back.
      if (waiting.length > 0) await drain();
      if (waiting.length > 0) {
        keep(entry);
        return;
      }
      try {
        await control.appendAudit(entry);
      } catch (error) {
        log.error(
          { err: error, ...logEvent('audit-pending'), audit: entry },
          'deploy api: the audit entry could not be stored; it is kept and stored when the records store answers',
        );
        keep(entry);
        scheduleRetry();
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await drain();
      if (waiting.length > 0)
        log.error(
          { ...logEvent('audit-lost'), lost: waiting.length + lost, limit },
          `deploy api: ${waiting.length + lost} audit entries were lost: the records store was down when the server ` +
            'stopped. Their log lines (msg "deploy api: ...") hold what they said.',
        );
      else if (lost > 0) reportLost();
      waiting.length = 0;
      lost = 0;
    },
  };
}
