import type { AuditEntry, ControlRecords } from '@mfp/store';
import type { FastifyBaseLogger } from 'fastify';

/** The log line every audited event writes: `{"audit": {...}, "msg": "deploy api: upload ok"}`. */
export interface AuditLogRecord {
  audit: AuditEntry;
}

/**
 * The audit trail of the deploy API: every upload, deploy, rollback, registration and refusal is one JSON log line
 * and one entry in the records (`appendAudit`). Entries hold the token id, never the token. A trail that cannot be
 * written (the store is down) does not change the answer: the log line says so.
 */
export function auditTrail(control: Pick<ControlRecords, 'appendAudit'>, log: FastifyBaseLogger) {
  return async (entry: AuditEntry, { persist = true }: { persist?: boolean } = {}): Promise<void> => {
    const record: AuditLogRecord = { audit: entry };
    log.info(record, `deploy api: ${entry.action} ${entry.result}${entry.code ? ` (${entry.code})` : ''}`);
    if (!persist) return;
    try {
      await control.appendAudit(entry);
    } catch (error) {
      log.error({ err: error, audit: entry }, 'deploy api: the audit entry could not be stored');
    }
  };
}

export type AuditTrail = ReturnType<typeof auditTrail>;
