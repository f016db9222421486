import { ageOf, durationOf } from './formatStatus';

describe('ageOf', () => {
  it.each([
    [500, 'just now'],
    [12_000, '12 s ago'],
    [4 * 60_000 + 10_000, '4 min ago'],
    [3 * 3_600_000, '3 h ago'],
    [3 * 86_400_000, '3 d ago'],
  ])('says %i ms is %s', (elapsed, text) => {
    expect(ageOf(1_000_000, 1_000_000 + elapsed)).toBe(text);
  });
});

describe('durationOf', () => {
  it.each([
    [412.4, '412 ms'],
    [1_250, '1.25 s'],
    [38_400, '38 s'],
  ])('shows %d ms as %s', (ms, text) => {
    expect(durationOf(ms)).toBe(text);
  });
});
