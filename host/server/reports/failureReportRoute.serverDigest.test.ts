import Fastify, { type FastifyInstance } from 'fastify';
import { FAILURE_REPORT_PATH, type FailureReport } from '@mfp/shared/failures';
import { computeDigest } from './digest';
import { failureReportRoute } from './failureReportRoute';
import { createRecentServerFailures } from './recentServerFailures';
import { serverLogging } from '../http/logging';
import { captureLog, type CapturedLog, TEST_DIGEST_SECRET } from '../testing/fixtures';

/** The browser's failure of a slot that failed on the server first, as the fallback screen reports it. */
const report = {
  culprit: 'remote',
  remote: 'catalog',
  version: '1.2.0',
  kind: 'render-failed',
  message: 'catalog threw on both sides',
  url: 'http://localhost:3000/catalog?x=1',
  serverDigest: '123456789012',
} satisfies FailureReport;

describe(`POST ${FAILURE_REPORT_PATH} with the server's digest (decision 0068)`, () => {
  let app: FastifyInstance;
  let log: CapturedLog;
  let counted: [string, string][];
  const serverFailures = createRecentServerFailures();
  serverFailures.remember('catalog', '1.2.0', report.serverDigest);

  beforeEach(() => {
    log = captureLog();
    counted = [];
    app = Fastify({
      ...serverLogging({ stream: log }),
      ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    });
    app.register(failureReportRoute, {
      reportsPerMinute: 100,
      globalReportsPerMinute: 100,
      digestSecret: TEST_DIGEST_SECRET,
      serverFailures,
      onReport: (counts, digest) => counted.push([counts.kind, digest]),
    });
  });

  afterEach(() => app.close());

  const post = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: FAILURE_REPORT_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const failureRecords = () => log.records().filter((record) => record.event === 'platform-failure');
  const ownDigest = computeDigest(report, TEST_DIGEST_SECRET);

  it('logs and counts the browser failure under the digest the server gave that remote and version', async () => {
    const response = await post(report);
    expect(response.json()).toEqual({ digest: report.serverDigest });
    expect(failureRecords()).toEqual([
      expect.objectContaining({
        source: 'client',
        digest: report.serverDigest,
        kind: 'render-failed',
        serverFailure: 'matched',
        msg: `remote "catalog" failed in the browser too, after failing on the server: render-failed (MFP-401), digest ${report.serverDigest}`,
      }),
    ]);
    expect(counted).toEqual([['render-failed', report.serverDigest]]);
  });

  it("logs a server failure told back (a client navigation's data) without counting it again", async () => {
    const toldBack = { ...report, kind: 'server-data-status', message: 'the loader failed on the server' } as const;
    expect((await post(toldBack)).json()).toEqual({ digest: report.serverDigest });
    expect(failureRecords()).toEqual([
      expect.objectContaining({ kind: 'server-data-status', serverFailure: 'matched' }),
    ]);
    expect(counted).toEqual([]);
    // Unvouched, the claim is the browser's own report, and counts as one.
    await post({ ...toldBack, serverDigest: '42' });
    expect(counted).toEqual([['server-data-status', computeDigest(toldBack, TEST_DIGEST_SECRET)]]);
  });

  it.each([
    ['another version', { version: '1.3.0' }],
    ['another remote', { remote: 'cart' }],
    ['a digest the server never gave', { serverDigest: '42' }],
  ])('keeps its own digest, and leaves the claim out of its line, for %s', async (_case, change) => {
    const claimed = { ...report, ...change };
    const response = await post(claimed);
    const digest = computeDigest(claimed, TEST_DIGEST_SECRET);
    expect(response.json()).toEqual({ digest });
    const [record] = failureRecords();
    expect(record).toMatchObject({ digest, serverFailure: 'unmatched' });
    expect(JSON.stringify(record)).not.toContain(`"${claimed.serverDigest}"`);
    expect(counted).toEqual([['render-failed', digest]]);
  });

  it('keeps its own digest for a claim the server cannot check: a host failure, or one without a version', async () => {
    const { version: _version, ...versionless } = report;
    await post(versionless);
    await post({ culprit: 'host', kind: 'host-failed', message: 'x', url: report.url, serverDigest: '1' });
    expect(failureRecords().map((record) => record.serverFailure)).toEqual(['unmatched', 'unmatched']);
    expect(failureRecords()[0]?.digest).toBe(ownDigest);
  });

  it('marks a report without a claim as none', async () => {
    const { serverDigest: _claim, ...plain } = report;
    await post(plain);
    expect(failureRecords()).toEqual([expect.objectContaining({ digest: ownDigest, serverFailure: null })]);
  });

  it.each(['', '12a', '1'.repeat(16), '-1'])('refuses a server digest that is not one: %j', async (serverDigest) => {
    const response = await post({ ...report, serverDigest });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/serverDigest/);
    expect(failureRecords()).toEqual([]);
  });
});
