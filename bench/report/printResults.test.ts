import { targetWords, withInterval } from './printResults';

describe('bench report', () => {
  it('prints a median with its interval', () => {
    expect(withInterval({ estimate: 1.1234, low: 1.05, high: 1.2 })).toBe('1.12 [1.05, 1.20]');
  });

  it('says where the target stands against the interval: above it (met), inside, below it (missed)', () => {
    expect(targetWords({ ceiling: 1.15, verdict: 'met', goal: 1.05, goalVerdict: 'inside' })).toBe(
      '≤ 1.15 above; goal 1.05 inside',
    );
    expect(targetWords({ ceiling: 1, verdict: 'missed', goal: null, goalVerdict: null })).toBe('≤ 1.00 below');
    expect(targetWords(null)).toBe('–');
  });
});
