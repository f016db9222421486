import { storeResultsSchema, type StoreResults } from './storeResultsSchema';

const spread = { median: 100, p25: 90, p75: 110, min: 80, max: 120 };
const variant = {
  filesOrigin: 'http://127.0.0.1:8080',
  paintMs: spread,
  fileRequests: 4,
  fileWireBytes: 12_000,
  encodings: { br: 3, identity: 1 },
};

const results: StoreResults = {
  schemaVersion: 1,
  date: '2026-11-25T05:00:00.000Z',
  machine: {
    cpu: 'cpu',
    cores: 2,
    memoryGb: 4,
    loadAverageBefore: [1, 1, 1],
    loadAverageAfter: [2, 1, 1],
    node: 'v20.20.0',
    chromium: '140.0',
    commit: 'abc1234',
  },
  durationSeconds: 60,
  publish: {
    remote: 'catalog',
    rounds: 2,
    folderMs: { median: 20, min: 10, max: 30 },
    s3Ms: { median: 200, min: 100, max: 300 },
    ratio: { perRound: [10, 10], median: 10 },
    roundsMs: { folder: [10, 30], s3: [100, 300] },
    written: { folder: { objects: 9, bytes: 900, siblings: 4 }, s3: { objects: 10, bytes: 1000, siblings: 4 } },
  },
  cdnCase: {
    kind: 'measured',
    networkCase: 'cold-40ms',
    pairs: 2,
    storeServer: variant,
    cdn: variant,
    ratio: spread,
    cdnCacheStatus: { firstLoad: { MISS: 4 }, secondLoad: { HIT: 4 } },
  },
};

describe('bench/results/store.json', () => {
  it('accepts a measured run and a run whose CDN case was skipped', () => {
    expect(storeResultsSchema.parse(results)).toEqual(results);
    const skipped = { ...results, cdnCase: { kind: 'skipped', reason: 'no nginx' } };
    expect(storeResultsSchema.parse(skipped)).toEqual(skipped);
  });

  it('refuses a document that breaks the contract', () => {
    expect(() => storeResultsSchema.parse({ ...results, schemaVersion: 2 })).toThrow();
    expect(() => storeResultsSchema.parse({ ...results, cdnCase: { kind: 'skipped' } })).toThrow(/reason/);
    const { written: _written, ...withoutWritten } = results.publish;
    expect(() => storeResultsSchema.parse({ ...results, publish: withoutWritten })).toThrow(/written/);
    expect(() => storeResultsSchema.parse({ ...results, cdnCase: { ...results.cdnCase, kind: 'cached' } })).toThrow();
  });
});
