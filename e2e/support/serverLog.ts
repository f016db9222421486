import { expect, test as base, type BrowserContext, type Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { FAILURE_REPORT_PATH } from '@mfp/shared/failures';
import { REQUEST_ID_HEADER } from '@mfp/host-server';
import { E2E_PATHS } from './e2ePaths';

interface LogLine {
  event?: string;
  digest?: string;
  kind?: string;
  code?: string;
  /** What failed: `remote`, `registry` or `host`. */
  culprit?: string;
  /** The remote's name; for the registry, the entry a failure is about; null when there is none. */
  remote?: string | null;
  requestId?: string | null;
  [field: string]: unknown;
}

/** The host server's JSON log lines so far (the server runs in its own process and writes them to a file). */
function serverLogLines(): LogLine[] {
  if (!existsSync(E2E_PATHS.serverLog)) return [];
  return readFileSync(E2E_PATHS.serverLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        // The last line may be half written while the server is still writing it; the next poll reads it whole.
        return [];
      }
    });
}

/** The server log lines of one test's failure reports. */
export interface OwnServerLog {
  /** The `x-request-id` this test's pages send with their reports, which the server writes into each report's line. */
  readonly requestId: string;
  /** The lines this test's reports became, oldest first; with `digest`, only those of that failure. */
  failures(digest?: string): LogLine[];
  /** How many reports this test's pages have sent so far, answered or not. */
  reportsSent(): number;
  /**
   * Resolves once every report sent so far has been answered (or has failed), and every one acknowledged (200) has its
   * line in the log: under the suite's limits (SUITE_REPORT_LIMITS) the server logs each report it acknowledges, and
   * writes the line asynchronously, around the time it answers. After this, a line that is missing will not come: the
   * event that decides a negative.
   */
  reportsAnswered(): Promise<void>;
}

const isReport = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === FAILURE_REPORT_PATH;

/**
 * Marks every failure report the context's pages send with a request id of this test's own, and reads back only the
 * lines those reports became. The log is shared by the whole run, and a failure keeps its digest across tests, so
 * counting its lines, or filtering them by digest or by time, would see other tests' lines. Only report requests get
 * the header: on every request it would make the cross-origin store requests need a CORS preflight.
 */
async function ownServerLog(context: BrowserContext): Promise<OwnServerLog> {
  const requestId = `e2e-${randomUUID()}`;
  let sent = 0;
  let ended = 0;
  let acknowledged = 0;
  context.on('request', (request) => (sent += isReport(request) ? 1 : 0));
  context.on('response', (response) => (acknowledged += isReport(response.request()) && response.ok() ? 1 : 0));
  const end = (request: Request) => (ended += isReport(request) ? 1 : 0);
  context.on('requestfinished', end);
  context.on('requestfailed', end);
  await context.route(`**${FAILURE_REPORT_PATH}`, (route) =>
    route.fallback({ headers: { ...route.request().headers(), [REQUEST_ID_HEADER]: requestId } }),
  );
  const failures = (digest?: string) =>
    serverLogLines().filter((line) => line.requestId === requestId && (digest === undefined || line.digest === digest));
  return {
    requestId,
    failures,
    reportsSent: () => sent,
    reportsAnswered: async () => {
      await expect.poll(() => ended, { message: 'every report sent is answered' }).toBeGreaterThanOrEqual(sent);
      await expect
        .poll(() => failures().length, { message: 'every acknowledged report has its line' })
        .toBeGreaterThanOrEqual(acknowledged);
    },
  };
}

/** Playwright's `test` with `serverLog`: the log lines of this test's own failure reports (ownServerLog). */
export const test = base.extend<{ serverLog: OwnServerLog }>({
  // `provide` is Playwright's `use`, renamed: the React hooks rule would take that name for a hook.
  serverLog: async ({ context }, provide) => {
    await provide(await ownServerLog(context));
  },
});

/**
 * The `platform-failure` lines of remotes' server renders for one page URL (path and query): the server writes them
 * while it renders the page, with no request id, so a test gives its pages a query of its own to find them.
 */
export function serverRenderFailures(pageUrl: string): LogLine[] {
  return serverLogLines().filter(
    (line) => line.event === 'platform-failure' && line['source'] === 'server' && line['pageUrl'] === pageUrl,
  );
}

/** The host server's log lines of one event (`LOG_EVENTS`), oldest first. */
export function serverLogEvents(event: string): LogLine[] {
  return serverLogLines().filter((line) => line.event === event);
}
