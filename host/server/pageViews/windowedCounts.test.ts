import { createWindowedCounts } from './windowedCounts';

describe('createWindowedCounts', () => {
  it("counts each key's kinds apart, up to the limit each take names, and starts every key afresh each window", () => {
    let time = 0;
    const counts = createWindowedCounts({ windowMs: 100, maxKeys: 10, now: () => time });
    expect([1, 2, 3].map(() => counts.take('v1', 'mount catalog', 2))).toEqual([true, true, false]);
    expect(counts.take('v1', 'failure catalog', 1)).toBe(true);
    expect(counts.take('v2', 'mount catalog', 2)).toBe(true);
    time = 100;
    expect(counts.take('v1', 'mount catalog', 2)).toBe(true);
    expect(counts.size()).toBe(2);
  });
});
