import { METRICS_PATH, MOUNT_COUNTS_PATH, MOUNT_LIMITS } from '@mfp/shared/status';
import { UNKNOWN_REMOTE } from '@mfp/store/aggregates';
import { parseScrape, sampleValue } from '../../testing/prometheusText';
import { startPlatform, type PlatformHarness } from '../testing/platformHarness';

const counts = { mounts: [{ remote: 'catalog', version: '1.1.0', count: 3 }] };

describe(`POST ${MOUNT_COUNTS_PATH}`, () => {
  let harness: PlatformHarness;
  beforeEach(async () => {
    harness = await startPlatform({ failureReportsPerMinute: 5 });
  });
  afterEach(() => harness.close());

  const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    harness.app.inject({ method: 'POST', url: MOUNT_COUNTS_PATH, headers, payload });

  it('counts every mount per remote and version, in the aggregates and /metrics, made-up names bounded', async () => {
    expect((await post(JSON.stringify(counts))).statusCode).toBe(204);
    const beacon = JSON.stringify({
      mounts: [
        { remote: 'catalog', version: '1.0.0', count: 1 },
        { remote: 'catalog', version: '6.6.6', count: 2 },
        { remote: 'catalog', count: 1 },
        { remote: 'made_up', version: '1.1.0', count: 4 },
      ],
    });
    const text = await post(beacon, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(text.statusCode).toBe(204);
    expect(harness.log.records().filter((record) => record.level !== 20)).toEqual([]);

    const { token } = await harness.token();
    const scrape = await harness.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${token}` } });
    const metrics = parseScrape(scrape.body);
    const mounts = (remote: string, version: string) =>
      sampleValue(metrics, 'mfp_remote_mounts_total', { remote, version });
    expect([mounts('catalog', '1.1.0'), mounts('catalog', '1.0.0'), mounts('catalog', 'unknown')]).toEqual([3, 1, 3]);
    expect(mounts('unknown', 'unknown')).toBe(4);

    await harness.app.close();
    const rows = (await harness.store.aggregates.read(new Date(0))).mounts;
    const byRelease = Object.fromEntries(rows.map((row) => [`${row.remote}@${row.version}`, row.count]));
    expect(byRelease).toEqual({ 'catalog@1.1.0': 3, 'catalog@1.0.0': 1, 'catalog@': 3, [`${UNKNOWN_REMOTE}@`]: 4 });
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
