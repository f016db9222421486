import type { ControlRecords } from '@mfp/store';
import type { AuditEntry } from '@mfp/store/control';
import type { FastifyBaseLogger } from 'fastify';
import { createPendingAudit, type PendingAuditOptions } from './pendingAudit';

/** The log line every audited event writes: `{"audit": {...}, "msg": "deploy api: upload ok"}`. */
interface AuditLogRecord {
  audit: AuditEntry;
}

export interface AuditTrail {
  /** Logs the entry and stores it (unless `persist` is false: the store recorded it itself). Never rejects. */
  (entry: AuditEntry, options?: { persist?: boolean }): Promise<void>;
  /** Stores what an outage kept, if it can, and says what could not be stored (the server is stopping). */
  close(): Promise<void>;
}

/**
 * The audit trail of the deploy API: every upload, deploy, rollback, registration and refusal is one JSON log line
 * and one entry in the records (`appendAudit`). Entries hold the token id, never the token. A trail that cannot be
 * written (the store is down) does not change the answer: the entry waits in a bounded queue and is stored when the
 * store answers again (`createPendingAudit`).
 */
export function auditTrail(
  control: Pick<ControlRecords, 'appendAudit'>,
  log: FastifyBaseLogger,
  pending: Omit<PendingAuditOptions, 'control' | 'log'> = {},
): AuditTrail {
  const queue = createPendingAudit({ control, log, ...pending });
  const trail = async (entry: AuditEntry, { persist = true }: { persist?: boolean } = {}): Promise<void> => {
    const record: AuditLogRecord = { audit: entry };
    log.info(record, `deploy api: ${entry.action} ${entry.result}${entry.code ? ` (${entry.code})` : ''}`);
    if (persist) await queue.append(entry);
  };
  return Object.assign(trail, { close: () => queue.close() });
}
