import { table } from '../report/printResults';
import { storeResultLines } from './printStoreResults';
import type { StoreResults } from './storeResultsSchema';

const results: StoreResults = {
  schemaVersion: 1,
  date: '2026-11-25T05:00:00.000Z',
  machine: {
    cpu: 'cpu',
    cores: 2,
    memoryGb: 4,
    loadAverageBefore: [1.5, 1, 1],
    loadAverageAfter: [2.25, 1, 1],
    node: 'v20.20.0',
    chromium: 'not launched',
    commit: 'abc1234',
  },
  durationSeconds: 60,
  publish: {
    remote: 'catalog',
    rounds: 2,
    folderMs: { median: 20.4, min: 10, max: 30 },
    s3Ms: { median: 200.6, min: 100, max: 300 },
    ratio: { perRound: [10, 9.5], median: 9.75 },
    roundsMs: { folder: [10, 30], s3: [100, 300] },
    written: { folder: { objects: 22, bytes: 2048, siblings: 12 }, s3: { objects: 23, bytes: 2100, siblings: 12 } },
  },
  cdnCase: { kind: 'skipped', reason: 'no nginx at /usr/sbin/nginx' },
};

describe('the bench:store table', () => {
  it('pads columns to their widest cell', () => {
    expect(
      table([
        ['a', 'bb'],
        ['ccc', 'd'],
      ]),
    ).toEqual(['a    bb', 'ccc  d']);
  });

  it('prints both stores, the ratios, a skipped case with its reason, and the load average', () => {
    const lines = storeResultLines(results);
    expect(lines).toContain("Publishing catalog's production build, 2 rounds each (ms)");
    expect(lines.find((line) => line.startsWith('folder'))?.split(/\s+/)).toEqual([
      'folder',
      '20',
      '10',
      '30',
      '22',
      '12',
      '2.0',
    ]);
    expect(lines).toContain('S3 / folder per round: 10.00, 9.50; median 9.75');
    expect(lines).toContain('CDN page-load case skipped: no nginx at /usr/sbin/nginx');
    expect(lines.at(-1)).toBe('Load average before 1.5 1 1, after 2.25 1 1');
  });

  it('prints the CDN case with its encodings and cache statuses', () => {
    const paintMs = { median: 400, p25: 380, p75: 420, min: 350, max: 500 };
    const variant = { filesOrigin: 'x', paintMs, fileRequests: 3, fileWireBytes: 12_600, encodings: { br: 27 } };
    const lines = storeResultLines({
      ...results,
      cdnCase: {
        kind: 'measured',
        networkCase: 'cold-40ms',
        pairs: 9,
        storeServer: variant,
        cdn: variant,
        ratio: { median: 0.92, p25: 0.88, p75: 1.16, min: 0.8, max: 1.2 },
        cdnCacheStatus: { firstLoad: { MISS: 3 }, secondLoad: { HIT: 3 } },
      },
    });
    expect(lines.find((line) => line.startsWith('nginx CDN'))).toMatch(/400\s+380–420\s+350–500\s+3\s+12\.3\s+br 27$/);
    expect(lines).toContain('CDN / store server per pair: median 0.92 (0.88–1.16)');
    expect(lines).toContain('CDN cache: first load MISS 3; second load HIT 3');
  });
});
