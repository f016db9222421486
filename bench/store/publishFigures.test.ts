import { sameWrites, summarisePublish, timings, writtenBetween } from './publishFigures';

describe('publish figures', () => {
  it('counts what a publish added, siblings apart, and ignores what was there', () => {
    const before = new Map([['remotes/catalog/1/a.js', 10]]);
    const after = new Map([
      ['remotes/catalog/1/a.js', 10],
      ['remotes/catalog/2/a.js', 2000],
      ['remotes/catalog/2/a.js.br', 500],
      ['remotes/catalog/2/a.js.gz', 600],
      ['published/catalog/2.json', 90],
    ]);
    expect(writtenBetween(before, after)).toEqual({ objects: 4, bytes: 3190, siblings: 2 });
    expect(writtenBetween(after, after)).toEqual({ objects: 0, bytes: 0, siblings: 0 });
  });

  it('gives the median and extremes of each store, and S3 / folder round by round', () => {
    const summary = summarisePublish([
      { folderMs: 100, s3Ms: 300 },
      { folderMs: 200, s3Ms: 400 },
      { folderMs: 50, s3Ms: 200 },
    ]);
    expect(summary.folderMs).toEqual({ median: 100, min: 50, max: 200 });
    expect(summary.s3Ms).toEqual({ median: 300, min: 200, max: 400 });
    expect(summary.ratio).toEqual({ perRound: [3, 2, 4], median: 3 });
    expect(() => summarisePublish([])).toThrow(/no publish rounds/);
    expect(timings([4])).toEqual({ median: 4, min: 4, max: 4 });
  });

  it('insists every round of the same build wrote the same objects', () => {
    const written = { objects: 3, bytes: 30, siblings: 1 };
    expect(sameWrites([written, { ...written }])).toEqual(written);
    expect(() => sameWrites([written, { ...written, bytes: 31 }])).toThrow(/3 objects \(30 bytes\) and then 3 \(31/);
    expect(() => sameWrites([])).toThrow(/no publish rounds/);
  });
});
