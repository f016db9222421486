import { METRICS_PATH, TIMING_BEACON_PATH, TIMING_LIMITS } from '@mfp/shared/status';
import { gzipSync } from 'node:zlib';
import { startPlatform, type PlatformHarness } from '../testing/platformHarness';
import { testPageView } from '../../pageViews/testing/testPageView';
import { parseScrape, sampleValue } from '../../testing/prometheusText';

const beacon = { remote: 'catalog', version: '1.1.0', source: 'live', trigger: 'navigation', ms: 412.5 };

describe(`POST ${TIMING_BEACON_PATH}`, () => {
  let harness: PlatformHarness;
  beforeEach(async () => {
    harness = await startPlatform({ failureReportsPerMinute: 5 });
  });
  afterEach(() => harness.close());

  const post = (payload: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    harness.app.inject({ method: 'POST', url: TIMING_BEACON_PATH, headers, payload });

  it('takes a beacon as JSON, and as the text/plain navigator.sendBeacon sends for a string: 204, no log line', async () => {
    expect((await post(JSON.stringify(beacon))).statusCode).toBe(204);
    const text = await post(JSON.stringify(beacon), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(text.statusCode).toBe(204);
    expect(text.body).toBe('');
    expect(harness.log.records().filter((record) => record.level !== 20)).toEqual([]);
  });

  it("counts one load time per remote and page view, of the page's release; the rest as rejected, answered alike", async () => {
    const pageView = testPageView({ catalog: '1.1.0' });
    const answers = [
      await post(JSON.stringify(beacon)),
      await post(JSON.stringify({ ...beacon, pageView })),
      await post(JSON.stringify({ ...beacon, pageView })),
      await post(JSON.stringify({ ...beacon, version: '1.2.0', pageView: testPageView({ catalog: '1.1.0' }) })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204]);
    const { token } = await harness.token();
    const scrape = await harness.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${token}` } });
    const metrics = parseScrape(scrape.body);
    const live = { remote: 'catalog', version: '1.1.0' };
    expect(sampleValue(metrics, 'mfp_remote_load_seconds_count', live)).toBe(1);
    const rejected = (reason: string) =>
      sampleValue(metrics, 'mfp_rejected_samples_total', { reason, sample: 'timing' });
    expect(['no-token', 'over-limit', 'wrong-release'].map(rejected)).toEqual([1, 1, 1]);
  });

  it.each([
    [
      'a field beyond the contract',
      { ...beacon, url: 'https://shop.example/catalog?user=4' },
      /"url" is not a report field|additional/,
    ],
    ['a time beyond the limit', { ...beacon, ms: TIMING_LIMITS.maxMs + 1 }, /ms/],
    ['an unknown source', { ...beacon, source: 'disk' }, /cache, live, last-known-good/],
  ])('refuses %s with 400 and what to fix', async (_label, body, message) => {
    const answer = await post(JSON.stringify(body));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(/^invalid timing beacon: /);
    expect(answer.json().error).toMatch(message);
  });

  it('refuses what is not JSON, a body over the bound, and other content types', async () => {
    expect((await post('not json', { 'content-type': 'text/plain' })).json().error).toMatch(/not valid JSON/);
    const big = JSON.stringify({ ...beacon, remote: 'x'.repeat(TIMING_LIMITS.body) });
    const tooLarge = await post(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatch(/TIMING_LIMITS/);
    const form = await post('remote=catalog', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(400);
    expect(form.json().error).toMatch(/TimingBeacon/);
    const zipped = await post(gzipSync('{'), { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(400);
  });

  it('limits the beacons of one client per minute as it limits failure reports, and summarises refusals', async () => {
    const answers = [];
    for (let index = 0; index < 7; index++) answers.push((await post(JSON.stringify(beacon))).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429, 429]);
    await harness.close();
    const summary = harness.log.records().find((record) => record.event === 'timing-beacons-refused');
    expect(summary).toMatchObject({ reason: 'rate-limited', status: 429, count: 2, clients: 1 });
    harness = await startPlatform();
  });
});
