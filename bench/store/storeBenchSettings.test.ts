import { DEFAULT_PAIRS, DEFAULT_ROUNDS, storeBenchSettings } from './storeBenchSettings';

describe('bench:store settings', () => {
  it('defaults to 5 publish rounds and 9 page-load pairs', () => {
    expect(storeBenchSettings({})).toEqual({ rounds: DEFAULT_ROUNDS, pairs: DEFAULT_PAIRS });
    expect(storeBenchSettings({ BENCH_STORE_ROUNDS: '', BENCH_PAIRS: '' })).toEqual({ rounds: 5, pairs: 9 });
  });

  it('reads BENCH_STORE_ROUNDS and BENCH_PAIRS', () => {
    expect(storeBenchSettings({ BENCH_STORE_ROUNDS: '2', BENCH_PAIRS: '3' })).toEqual({ rounds: 2, pairs: 3 });
  });

  it('refuses anything but a whole number of at least 1, naming the setting', () => {
    expect(() => storeBenchSettings({ BENCH_STORE_ROUNDS: '0' })).toThrow(/BENCH_STORE_ROUNDS="0" must be a whole/);
    expect(() => storeBenchSettings({ BENCH_PAIRS: '2.5' })).toThrow(/BENCH_PAIRS="2.5"/);
    expect(() => storeBenchSettings({ BENCH_PAIRS: 'many' })).toThrow(/default 9/);
  });
});
