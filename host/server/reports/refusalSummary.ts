import type { FastifyBaseLogger } from 'fastify';
import { type LogEvent } from '@mfp/shared/logs';

/**
 * Why a report left no line of its own. Each reason gets at most one summary line per interval, so the lines a flood
 * causes are bounded by the number of reasons, not of requests.
 */
export const REPORT_REFUSALS = {
  /** 400: not JSON, not the report's shape, a code of another kind, an empty or undecodable body. */
  invalid: 400,
  'too-large': 413,
  'unsupported-encoding': 415,
  /** 429: one client (address) sent more than ERROR_REPORTS_PER_MINUTE. */
  'rate-limited': 429,
  /** 429: all clients together reached ERROR_REPORTS_GLOBAL_PER_MINUTE, with a failure not logged in this minute. */
  'over-budget': 429,
  /** 200 with the digest: over the budget, but this failure's digest has a line in this minute already. */
  'repeat-not-logged': 200,
} as const;

export type ReportRefusal = keyof typeof REPORT_REFUSALS;

/** The refusal a status stands for, when the route answered it without saying which. */
export function refusalOfStatus(status: number): ReportRefusal | undefined {
  if (status === 400) return 'invalid';
  if (status === 413) return 'too-large';
  if (status === 415) return 'unsupported-encoding';
  if (status === 429) return 'rate-limited';
  return undefined;
}

/** Distinct addresses counted per reason and interval; beyond it the line says "at least". Bounds the memory. */
export const MAX_COUNTED_CLIENTS = 1_000;
const MINUTE_MS = 60_000;

/** The event of an intake's summary lines, and what its count is of. */
export interface SummaryWording {
  event: LogEvent;
  what: string;
}

export const FAILURE_REPORT_SUMMARY: SummaryWording = {
  event: 'error-reports-refused',
  what: 'failure report(s) left unlogged',
};

export interface RefusalSummary {
  count(reason: ReportRefusal, client: string): void;
  /** Writes the summary lines of the counts so far and starts afresh; the timer calls it every interval. */
  flush(): void;
  /** Flushes what is left and stops the timer: on server close. */
  stop(): void;
}

interface Tally {
  count: number;
  clients: Set<string>;
  clientsCapped: boolean;
}

/**
 * Counts refused reports and writes one `error-reports-refused` warning per reason and interval, with the count and
 * the number of distinct client addresses. Memory: one small tally per reason, each with at most MAX_COUNTED_CLIENTS
 * addresses, however many requests arrive.
 *
 * Not covered: which client sent what. A refusal's answer tells the client why; the log only needs the volume.
 */
export function createRefusalSummary(
  log: FastifyBaseLogger,
  intervalMs = MINUTE_MS,
  { event, what }: SummaryWording = FAILURE_REPORT_SUMMARY,
): RefusalSummary {
  let tallies = new Map<ReportRefusal, Tally>();
  let since = new Date();

  const flush = () => {
    const until = new Date();
    for (const [reason, tally] of tallies) {
      const clients = tally.clients.size;
      log.warn(
        {
          event,
          reason,
          status: REPORT_REFUSALS[reason],
          count: tally.count,
          clients,
          clientsCapped: tally.clientsCapped,
          since: since.toISOString(),
        },
        `${tally.count} ${what} since ${since.toISOString()} (${reason}, ` +
          `${tally.clientsCapped ? 'at least ' : ''}${clients} client address(es))`,
      );
    }
    tallies = new Map();
    since = until;
  };
  const timer = setInterval(flush, intervalMs);
  // A summary never keeps the process alive: shutdown flushes what is left.
  timer.unref();

  return {
    count(reason, client) {
      let tally = tallies.get(reason);
      if (!tally) tallies.set(reason, (tally = { count: 0, clients: new Set(), clientsCapped: false }));
      tally.count += 1;
      if (tally.clients.size < MAX_COUNTED_CLIENTS) tally.clients.add(client);
      else if (!tally.clients.has(client)) tally.clientsCapped = true;
    },
    flush,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
