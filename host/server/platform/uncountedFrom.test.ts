import { FAILURE_REPORT_PATH, type FailureReport } from '@mfp/shared/failures';
import { METRICS_PATH, STATUS_API_PATH, platformStatusSchema } from '@mfp/shared/status';
import { parseScrape, sampleValue } from '../testing/prometheusText';
import { renderFailure, startPlatform, type PlatformHarness } from './testing/platformHarness';
import { uncountedFrom } from './uncountedFrom';

const OVERRIDE = 'http://localhost:3001/mf-manifest.json';

describe('uncountedFrom', () => {
  it.each([
    [{}, undefined],
    [{ override: OVERRIDE }, 'override'],
    [{ preview: true }, 'preview'],
    [{ override: OVERRIDE, preview: true }, 'override'],
  ] as const)('calls a report with %j %s', (marks, from) => {
    expect(uncountedFrom(marks)).toBe(from);
  });
});

describe(`a developer's report to ${FAILURE_REPORT_PATH}`, () => {
  let harness: PlatformHarness;
  let authorization: string;
  beforeEach(async () => {
    harness = await startPlatform();
    authorization = `Bearer ${(await harness.token()).token}`;
  });
  afterEach(() => harness.close());

  const post = (report: FailureReport) =>
    harness.app.inject({ method: 'POST', url: FAILURE_REPORT_PATH, payload: report });
  const get = (url: string) => harness.app.inject({ method: 'GET', url, headers: { authorization } });

  it('is logged and answered with its digest, and counted in neither the status, the records nor the report metric', async () => {
    const user = renderFailure();
    const overridden = renderFailure({ override: OVERRIDE, version: '1.0.0' });
    const previewed = renderFailure({
      version: '1.0.0',
      url: 'http://localhost:3000/catalog?mfp-preview=x',
      preview: true,
    });
    const answers = [];
    for (const report of [user, overridden, previewed]) answers.push(await post(report));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // One failure, one digest, whoever saw it: the developer finds their line by it.
    expect(new Set(answers.map((answer) => answer.json<{ digest: string }>().digest)).size).toBe(1);
    const lines = harness.log.records().filter((record) => record.event === 'platform-failure');
    expect(lines.map((line) => [line.override, line.preview])).toEqual([
      [null, false],
      [OVERRIDE, false],
      [null, true],
    ]);

    // The status page reads what is pending first: every count has been written by then.
    const status = platformStatusSchema.parse((await get(STATUS_API_PATH)).json());
    const catalog = status.remotes.find((remote) => remote.name === 'catalog');
    expect(catalog?.failures.map((failure) => [failure.version, failure.lastDay])).toEqual([['1.1.0', 1]]);
    const rows = await harness.store.aggregates.read(new Date(0));
    expect(rows.failures.map((row) => [row.remote, row.version, row.count])).toEqual([['catalog', '1.1.0', 1]]);

    const metrics = parseScrape((await get(METRICS_PATH)).body);
    expect(metrics.get('mfp_failure_reports_total')).toEqual([
      { labels: { remote: 'catalog', version: '1.1.0', kind: 'render-failed', code: 'MFP-401' }, value: 1 },
    ]);
    const uncounted = (from: string) => sampleValue(metrics, 'mfp_uncounted_failure_reports_total', { from });
    expect([uncounted('override'), uncounted('preview')]).toEqual([1, 1]);
  });
});
