import type { AuditEntry } from '@mfp/store/control';
import type { FastifyBaseLogger } from 'fastify';
import { logEvent } from '@mfp/shared/logs';

/**
 * What a records outage cost the audit trail, and the lines that say it (`audit-*` events): entries kept and stored
 * late, and entries lost once more than `limit` were waiting. Every count starts afresh once said.
 */
export interface AuditOutage {
  /** The store refused `entry`, which is kept: the line holds it whole meanwhile. */
  pending(error: unknown, entry: AuditEntry): void;
  /** One more entry did not fit among those kept. */
  lostOne(): void;
  /** `written` more kept entries are stored. */
  writtenLate(written: number): void;
  /** Nothing waits any more: says how many were stored late, and lost, if any were stored late. */
  caughtUp(): void;
  /** The server stops with `waiting` entries not stored: says what is lost, those included. */
  stopped(waiting: number): void;
}

const THEIR_LINES = 'Their log lines (msg "deploy api: ...") hold what they said.';

export function createAuditOutage(log: Pick<FastifyBaseLogger, 'info' | 'error'>, limit: number): AuditOutage {
  let lost = 0;
  let writtenLate = 0;
  const sayLost = () => {
    log.error(
      { ...logEvent('audit-lost'), lost, limit },
      `deploy api: ${lost} audit entries were lost while the records store was down: more than ${limit} were ` +
        `waiting. ${THEIR_LINES}`,
    );
    lost = 0;
  };
  return {
    pending: (error, entry) =>
      log.error(
        { err: error, ...logEvent('audit-pending'), audit: entry },
        'deploy api: the audit entry could not be stored; it is kept and stored when the records store answers',
      ),
    lostOne: () => void (lost += 1),
    writtenLate: (written) => void (writtenLate += written),
    caughtUp() {
      if (writtenLate === 0) return;
      log.info(
        { ...logEvent('audit-recovered'), written: writtenLate, lost },
        `deploy api: ${writtenLate} audit entries kept while the records store was down are stored`,
      );
      writtenLate = 0;
      if (lost > 0) sayLost();
    },
    stopped(waiting) {
      if (waiting > 0)
        log.error(
          { ...logEvent('audit-lost'), lost: waiting + lost, limit },
          `deploy api: ${waiting + lost} audit entries were lost: the records store was down when the server ` +
            `stopped. ${THEIR_LINES}`,
        );
      else if (lost > 0) sayLost();
      lost = 0;
    },
  };
}
