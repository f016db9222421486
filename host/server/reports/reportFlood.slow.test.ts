import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFolderStore } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import { FAILURE_REPORT_PATH, REPORT_LIMITS } from '@mfp/shared/failures';
import { createHostServer } from '../hostServer';
import { REPORT_REFUSALS } from './refusalSummary';
import { TEST_DIGEST_SECRET } from '../testing/fixtures';

/**
 * A flood as an attacker with many addresses would send it, against a real listening server: every client from its own
 * loopback address (Linux routes all of 127.0.0.0/8 to `lo`), each over its per-client limit, each report a new
 * failure of the largest size allowed. The log is counted in bytes, as the disk would see it.
 */
// 2,400 requests: about a minute on two busy cores (npm test runs jest beside the type checks), seconds alone.
jest.setTimeout(180_000);

const CLIENTS = 300;
const REPORTS_PER_CLIENT = 8;
const PER_CLIENT_LIMIT = 3;
const GLOBAL_BUDGET = 40;
const PARALLEL = 32;

/** 127.0.0.2 onwards, then 127.0.1.x: never 127.0.0.1, which other tests and servers use. */
const clientAddress = (index: number) => `127.0.${Math.floor((index + 2) / 254)}.${((index + 2) % 254) + 1}`;

function postFrom(port: number, localAddress: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: FAILURE_REPORT_PATH,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A new failure each time, as large as the report limits allow, so each accepted line is as long as it gets. */
function largestReport(client: number, sent: number): string {
  const message = `flood ${client}/${sent} `.padEnd(REPORT_LIMITS.message, 'm');
  const base = { culprit: 'remote', remote: 'catalog', kind: 'render-failed', message, url: 'http://x/' };
  const room = REPORT_LIMITS.body - Buffer.byteLength(JSON.stringify({ ...base, stack: '' })) - 16;
  return JSON.stringify({ ...base, stack: 's'.repeat(Math.min(REPORT_LIMITS.stack, room)) });
}

describe('a report flood from many addresses against a listening server', () => {
  let app: FastifyInstance;
  const written: string[] = [];
  let bytes = 0;

  beforeAll(async () => {
    app = createHostServer({
      hostDist: '/nonexistent',
      registry: createFolderStore({ dir: '/nonexistent' }),
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      failureReportsPerMinute: PER_CLIENT_LIMIT,
      failureReportsGlobalPerMinute: GLOBAL_BUDGET,
      logger: {
        stream: {
          write: (chunk: string) => {
            written.push(chunk);
            bytes += Buffer.byteLength(chunk);
          },
        },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it(`grows the log by at most ${GLOBAL_BUDGET} report lines and one summary line per reason`, async () => {
    const startBytes = bytes;
    const startLines = written.length;
    const { port } = app.server.address() as AddressInfo;
    const jobs = Array.from({ length: CLIENTS * REPORTS_PER_CLIENT }, (_, index) => ({
      client: index % CLIENTS,
      sent: Math.floor(index / CLIENTS),
    }));
    const statuses = new Map<number, number>();
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const status = await postFrom(port, clientAddress(job.client), largestReport(job.client, job.sent));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    // Every report was answered: the budget's lines, the rest refused by the global budget or the per-client limit.
    expect(Object.fromEntries(statuses)).toEqual({
      200: GLOBAL_BUDGET,
      429: CLIENTS * REPORTS_PER_CLIENT - GLOBAL_BUDGET,
    });

    await app.close(); // as on shutdown: the minute's summary lines are written now
    const lines = written
      .slice(startLines)
      .flatMap((chunk) => chunk.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as Record<string, unknown> & { event?: string });
    const reportLines = lines.filter((line) => line.event === 'platform-failure');
    const summaryLines = lines.filter((line) => line.event === 'error-reports-refused');
    expect(reportLines).toHaveLength(GLOBAL_BUDGET);
    expect(summaryLines.map((line) => line.reason).sort()).toEqual(['over-budget', 'rate-limited']);
    expect(summaryLines.reduce((sum, line) => sum + Number(line.count), 0)).toBe(
      CLIENTS * REPORTS_PER_CLIENT - GLOBAL_BUDGET,
    );
    expect(lines).toHaveLength(reportLines.length + summaryLines.length);

    // In bytes: the budget's lines, each at most a whole report escaped plus the record's own fields, and the
    // summaries, one short line per reason.
    const largestLine = Math.max(...reportLines.map((line) => Buffer.byteLength(JSON.stringify(line))));
    expect(largestLine).toBeGreaterThan(REPORT_LIMITS.body / 2);
    const summaryBound = Object.keys(REPORT_REFUSALS).length * 512;
    expect(bytes - startBytes).toBeLessThanOrEqual(GLOBAL_BUDGET * (largestLine + 1) + summaryBound);
  });
});
