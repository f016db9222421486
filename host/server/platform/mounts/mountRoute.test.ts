import { METRICS_PATH, MOUNT_COUNTS_PATH, MOUNT_LIMITS } from '@mfp/shared/status';
import { UNKNOWN_REMOTE } from '@mfp/store/aggregates';
import { parseScrape, sampleValue } from '../../testing/prometheusText';
import { startPlatform, type PlatformHarness } from '../testing/platformHarness';
import { testPageView } from '../../pageViews/testing/testPageView';

const counts = { mounts: [{ remote: 'catalog', version: '1.1.0', count: 3 }] };
/** A beacon of `mounts` from a page view of its own, whose page named `releases`. */
const fromPageView = (mounts: unknown[], releases: Record<string, string>) =>
  JSON.stringify({ mounts, pageView: testPageView(releases) });

describe(`POST ${MOUNT_COUNTS_PATH}`, () => {
  let harness: PlatformHarness;
  beforeEach(async () => {
    harness = await startPlatform({ failureReportsPerMinute: 5 });
  });
  afterEach(() => harness.close());

  const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    harness.app.inject({ method: 'POST', url: MOUNT_COUNTS_PATH, headers, payload });

  const scrape = async () => {
    const { token } = await harness.token();
    return parseScrape(
      (await harness.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${token}` } })).body,
    );
  };

  it('counts one mount per remote and page view, in the aggregates and /metrics, made-up names bounded', async () => {
    expect((await post(fromPageView(counts.mounts, { catalog: '1.1.0' }))).statusCode).toBe(204);
    expect((await post(fromPageView(counts.mounts, { catalog: '1.1.0' }))).statusCode).toBe(204);
    const beacon = fromPageView(
      [
        { remote: 'catalog', version: '6.6.6', count: 2 },
        { remote: 'made_up', version: '1.1.0', count: 4 },
      ],
      { catalog: '6.6.6', made_up: '1.1.0' },
    );
    const text = await post(beacon, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(text.statusCode).toBe(204);
    expect(
      (await post(fromPageView([{ remote: 'catalog', version: '1.0.0', count: 1 }], { catalog: '1.0.0' }))).statusCode,
    ).toBe(204);
    expect(harness.log.records().filter((record) => record.level !== 20)).toEqual([]);

    const metrics = await scrape();
    const mounts = (remote: string, version: string) =>
      sampleValue(metrics, 'mfp_remote_mounts_total', { remote, version });
    expect([mounts('catalog', '1.1.0'), mounts('catalog', '1.0.0'), mounts('catalog', 'unknown')]).toEqual([2, 1, 1]);
    expect(mounts('unknown', 'unknown')).toBe(1);

    await harness.app.close();
    const rows = (await harness.store.aggregates.read(new Date(0))).mounts;
    const byRelease = Object.fromEntries(rows.map((row) => [`${row.remote}@${row.version}`, row.count]));
    expect(byRelease).toEqual({ 'catalog@1.1.0': 2, 'catalog@1.0.0': 1, 'catalog@': 1, [`${UNKNOWN_REMOTE}@`]: 1 });
  });

  it('answers a beacon without a token, a forged one and a replayed one as before, and counts them as rejected', async () => {
    // The harness allows 5 beacons a minute: each of these says something.
    const pageView = testPageView({ catalog: '1.1.0' });
    const all = MOUNT_LIMITS.count;
    const claimAll = { mounts: [{ remote: 'catalog', version: '1.1.0', count: all }] };
    const otherRelease = { remote: 'reviews', version: '2.0.0', count: 1 };
    const answers = [
      await post(JSON.stringify(claimAll)),
      await post(JSON.stringify({ mounts: [...claimAll.mounts, otherRelease], pageView })),
      await post(JSON.stringify({ ...claimAll, pageView })),
      await post(JSON.stringify({ ...claimAll, pageView: pageView.replace('1.1.0', '1.0.0') })),
      await post(JSON.stringify({ ...claimAll, pageView: testPageView({ catalog: '1.1.0' }, { expiresAt: 1 }) })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204]);
    const metrics = await scrape();
    // Of the 100 mounts claimed, the one mount of the one page view with a token.
    expect(sampleValue(metrics, 'mfp_remote_mounts_total', { remote: 'catalog', version: '1.1.0' })).toBe(1);
    const rejected = (reason: string) =>
      sampleValue(metrics, 'mfp_rejected_samples_total', { reason, sample: 'mount' });
    const reasons = ['no-token', 'over-limit', 'bad-signature', 'expired', 'wrong-release'];
    expect(reasons.map(rejected)).toEqual([all, all - 1 + all, all, all, 1]);

    // The fleet's aggregates count them too, for the rollout analysis's record: names bounded as counted mounts'.
    await harness.app.close();
    const rows = (await harness.store.aggregates.read(new Date(0))).rejections;
    const byKey = Object.fromEntries(
      rows.map((row) => [`${row.remote}@${row.version} ${row.sample} ${row.reason}`, row.count]),
    );
    expect(byKey).toEqual({
      'catalog@1.1.0 mount no-token': all,
      'catalog@1.1.0 mount over-limit': all - 1 + all,
      'catalog@1.1.0 mount bad-signature': all,
      'catalog@1.1.0 mount expired': all,
      [`${UNKNOWN_REMOTE}@ mount wrong-release`]: 1,
    });
  });

  it.each([
    ['a field beyond the contract', { mounts: [{ ...counts.mounts[0], url: 'https://shop.example/?u=4' }] }],
    ['a count beyond the limit', { mounts: [{ ...counts.mounts[0], count: MOUNT_LIMITS.count + 1 }] }],
    ['no release', { mounts: [] }],
  ])('refuses %s with 400, naming the contract', async (_label, body) => {
    const answer = await post(JSON.stringify(body));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(/^invalid mount count: /);
  });

  it('refuses a body over the bound, and limits one client per minute, with one summary line', async () => {
    const big = await post(JSON.stringify({ mounts: [{ remote: 'x'.repeat(MOUNT_LIMITS.body), count: 1 }] }));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/MOUNT_LIMITS/);
    const answers = [];
    for (let index = 0; index < 5; index++) answers.push((await post(JSON.stringify(counts))).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 429]);
    await harness.close();
    const summaries = harness.log.records().filter((record) => record.event === 'mount-counts-refused');
    expect(summaries).toEqual([
      expect.objectContaining({ reason: 'too-large', count: 1 }),
      expect.objectContaining({ reason: 'rate-limited', count: 1 }),
    ]);
    harness = await startPlatform();
  });
});
