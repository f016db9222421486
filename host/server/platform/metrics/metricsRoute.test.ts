import { randomBytes } from 'node:crypto';
import { FAILURE_REPORT_PATH } from '@mfp/shared/failures';
import { METRICS_PATH, STATUS_API_PATH, TIMING_BEACON_PATH } from '@mfp/shared/status';
import { parseScrape, sampleValue } from '../../testing/prometheusText';
import { renderFailure, startPlatform, type PlatformHarness } from '../testing/platformHarness';
import { testPageView } from '../../pageViews/testing/testPageView';

describe(`GET ${METRICS_PATH}`, () => {
  let harness: PlatformHarness;
  let authorization: string;
  afterEach(() => harness.close());

  async function scrape() {
    const response = await harness.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseScrape(response.body);
  }
  const post = (url: string, payload: object) => harness.app.inject({ method: 'POST', url, payload });

  it('moves each counter by exactly what was done, parsed by a Prometheus text parser', async () => {
    harness = await startPlatform();
    authorization = `Bearer ${(await harness.token()).token}`;
    const before = await scrape();
    for (let time = 0; time < 3; time++)
      expect((await post(FAILURE_REPORT_PATH, renderFailure())).statusCode).toBe(200);
    await post(FAILURE_REPORT_PATH, renderFailure({ remote: 'made_up', version: '6.6.6' }));
    const hostFailure = { culprit: 'host', kind: 'host-failed', message: 'x', url: 'http://h/' };
    await post(FAILURE_REPORT_PATH, { ...hostFailure, pageView: testPageView({}) });
    await post(FAILURE_REPORT_PATH, {
      culprit: 'remote',
      remote: 'catalog',
      kind: 'nap',
      message: 'x',
      url: 'http://h/',
    });
    for (const ms of [180, 420])
      expect(
        (
          await post(TIMING_BEACON_PATH, {
            remote: 'catalog',
            version: '1.0.0',
            source: 'last-known-good',
            trigger: 'route-change',
            ms,
            pageView: testPageView({ catalog: '1.0.0' }),
          })
        ).statusCode,
      ).toBe(204);
    await harness.app.inject({ method: 'GET', url: '/registry.json' });
    // A page answered before routing (a remote's route), one by the not-found handler (a path nothing routes: the
    // page as a 404), and a missing script, which is no page.
    await harness.app.inject({ method: 'GET', url: '/catalog/espresso', headers: { accept: 'text/html' } });
    await harness.app.inject({ method: 'GET', url: '/espresso-offers', headers: { accept: 'text/html' } });
    await harness.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const script = `/nothing-${randomBytes(4).toString('hex')}.js`;
    await harness.app.inject({ method: 'GET', url: script, headers: { 'sec-fetch-dest': 'script' } });
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);

    const reports = 'mfp_failure_reports_total';
    expect(moved(reports, { remote: 'catalog', version: '1.1.0', kind: 'render-failed', code: 'MFP-401' })).toBe(3);
    expect(moved(reports, { remote: 'unknown', version: 'unknown', kind: 'render-failed' })).toBe(1);
    expect(moved(reports, { remote: 'none', kind: 'host-failed' })).toBe(1);
    expect(after.get(reports)!.reduce((sum, sample) => sum + sample.value, 0)).toBe(5);

    const lkg = { remote: 'catalog', version: '1.0.0' };
    expect(sampleValue(after, 'mfp_remote_load_seconds_count', lkg)).toBe(2);
    expect(sampleValue(after, 'mfp_remote_load_seconds_sum', lkg)).toBeCloseTo(0.6);
    const bucket = (le: string) => sampleValue(after, 'mfp_remote_load_seconds_bucket', { ...lkg, le });
    expect(['0.15', '0.2', '0.4', '0.5', '+Inf'].map(bucket)).toEqual([0, 1, 1, 2, 2]);

    const requests = 'mfp_http_requests_total';
    expect(moved(requests, { route: FAILURE_REPORT_PATH, method: 'POST', status: '200' })).toBe(5);
    expect(moved(requests, { route: FAILURE_REPORT_PATH, method: 'POST', status: '400' })).toBe(1);
    expect(moved(requests, { route: TIMING_BEACON_PATH, method: 'POST', status: '204' })).toBe(2);
    expect(moved(requests, { route: '/registry.json', method: 'GET', status: '200' })).toBe(1);
    expect(moved(requests, { route: '(page)', method: 'GET', status: '200' })).toBe(1);
    expect(moved(requests, { route: '(page)', method: 'GET', status: '404' })).toBe(1);
    expect(moved(requests, { route: '/', method: 'GET', status: '200' })).toBe(1);
    expect(moved(requests, { route: '(unmatched)', method: 'GET', status: '404' })).toBe(1);
    // Route patterns, never URLs: nothing of the made-up paths became a label.
    expect(after.get(requests)!.some((sample) => /espresso|nothing-/.test(sample.labels.route ?? ''))).toBe(false);

    expect(after.get('mfp_registry_info')).toEqual([{ labels: { revision: expect.any(String) }, value: 1 }]);
    expect(sampleValue(after, 'mfp_registry_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(after.get('mfp_remote_deployed_at_seconds')).toEqual([
      { labels: { remote: 'catalog', version: '1.1.0' }, value: Date.parse('2026-11-25T10:05:00.000Z') / 1000 },
    ]);
    expect(after.get('mfp_store_errors_total') ?? []).toEqual([]);
    expect(after.has('process_cpu_user_seconds_total')).toBe(true);
    expect(after.has('nodejs_heap_size_used_bytes')).toBe(true);
  });

  it('keeps the series bounded through a flood of 10,000 reports with random remote names', async () => {
    harness = await startPlatform({ failureReportsPerMinute: 20_000, failureReportsGlobalPerMinute: 20_000 });
    authorization = `Bearer ${(await harness.token()).token}`;
    const before = await scrape();
    // The platform's own series; the process's (garbage collection by kind, …) come and go with the runtime.
    const platformSeries = (scraped: typeof before) =>
      [...scraped].filter(([name]) => name.startsWith('mfp_')).reduce((sum, [, samples]) => sum + samples.length, 0);
    const seriesBefore = platformSeries(before);
    for (let index = 0; index < 10_000; index++) {
      const remote = `r${randomBytes(6).toString('hex')}`;
      const answer = await post(FAILURE_REPORT_PATH, renderFailure({ remote, version: remote, message: remote }));
      if (answer.statusCode !== 200) throw new Error(`report ${index} answered ${answer.statusCode}`);
    }
    const after = await scrape();
    expect(after.get('mfp_failure_reports_total')).toEqual([
      {
        labels: { remote: 'unknown', version: 'unknown', kind: 'render-failed', code: 'MFP-401' },
        value: 10_000,
      },
    ]);
    const seriesAfter = platformSeries(after);
    // The report counter's one series, the request counter's one for the route, the scrape's own: nothing per name.
    expect(seriesAfter - seriesBefore).toBeLessThan(10);
    const status = await harness.app.inject({ method: 'GET', url: STATUS_API_PATH, headers: { authorization } });
    expect(status.json()).toMatchObject({ unknownRemoteFailures: 10_000 });
    // In the store too, all of them are one row (two if the flood crossed a ten-minute boundary).
    const rows = await harness.store.aggregates.read(new Date(0));
    expect(rows.failures.length).toBeLessThanOrEqual(2);
  }, 120_000);
});
