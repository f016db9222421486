import { FAILURE_REPORT_PATH, type FailureReport } from '@mfp/shared/failures';
import { METRICS_PATH } from '@mfp/shared/status';
import { testPageView } from '../pageViews/testing/testPageView';
import { renderFailure, startPlatform, type PlatformHarness } from '../platform/testing/platformHarness';
import { parseScrape, sampleValue } from '../testing/prometheusText';

describe(`${FAILURE_REPORT_PATH} and the page-view tokens`, () => {
  let harness: PlatformHarness;
  beforeEach(async () => {
    harness = await startPlatform();
  });
  afterEach(() => harness.close());

  const post = (report: FailureReport) =>
    harness.app.inject({ method: 'POST', url: FAILURE_REPORT_PATH, payload: report });

  it('answers every report with its digest, and counts one failure of a slot per page view, of its release', async () => {
    const pageView = testPageView({ catalog: '1.1.0' });
    const { pageView: _none, ...withoutToken } = renderFailure();
    const reports = [
      withoutToken,
      ...Array.from({ length: 4 }, () => ({ ...withoutToken, pageView })),
      { ...withoutToken, version: '1.0.0', pageView: testPageView({ catalog: '1.1.0' }) },
    ];
    const answers = [];
    for (const report of reports) answers.push(await post(report));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // The fallback screen shows the same digest, counted or not.
    const digests = answers.slice(0, 5).map((answer) => answer.json<{ digest: string }>().digest);
    expect(new Set(digests).size).toBe(1);

    const { token } = await harness.token();
    const scrape = await harness.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${token}` } });
    const metrics = parseScrape(scrape.body);
    const counted = { remote: 'catalog', version: '1.1.0', kind: 'render-failed' };
    expect(sampleValue(metrics, 'mfp_failure_reports_total', counted)).toBe(1);
    const rejected = (reason: string) =>
      sampleValue(metrics, 'mfp_rejected_samples_total', { reason, sample: 'failure' });
    expect(['no-token', 'over-limit', 'wrong-release'].map(rejected)).toEqual([1, 3, 1]);
  });

  it('counts three failures of a slot per visitor and ten minutes, however many page views it sends them from', async () => {
    const cohort = 'V'.repeat(22);
    const { pageView: _none, ...report } = renderFailure();
    const pageViews = Array.from({ length: 5 }, () => testPageView({ catalog: '1.1.0' }, { cohort }));
    for (const pageView of pageViews) expect((await post({ ...report, pageView })).statusCode).toBe(200);

    const { token } = await harness.token();
    const scrape = await harness.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${token}` } });
    const metrics = parseScrape(scrape.body);
    const counted = { remote: 'catalog', version: '1.1.0', kind: 'render-failed' };
    expect(sampleValue(metrics, 'mfp_failure_reports_total', counted)).toBe(3);
    expect(sampleValue(metrics, 'mfp_rejected_samples_total', { reason: 'visitor-limit', sample: 'failure' })).toBe(2);
  });
});
