import { createReportLogBudget } from './reportLogBudget';

describe('createReportLogBudget', () => {
  let time = 0;
  const now = () => time;
  beforeEach(() => (time = 1_000_000));

  it('logs up to the budget within a minute, then refuses new failures', () => {
    const budget = createReportLogBudget(3, now);
    expect(['a', 'b', 'c', 'd', 'e'].map((digest) => budget.admit(digest))).toEqual([
      'log',
      'log',
      'log',
      'refuse',
      'refuse',
    ]);
  });

  it('acknowledges, without a line, a failure that has a line in this minute already', () => {
    const budget = createReportLogBudget(2, now);
    budget.admit('a');
    budget.admit('a');
    expect(budget.admit('a')).toBe('repeat');
    expect(budget.admit('b')).toBe('refuse');
  });

  it('starts afresh a minute after the window opened, forgetting the digests it logged', () => {
    const budget = createReportLogBudget(1, now);
    expect(budget.admit('a')).toBe('log');
    time += 59_999;
    expect(budget.admit('b')).toBe('refuse');
    expect(budget.secondsLeft()).toBe(1);
    time += 1;
    expect(budget.admit('b')).toBe('log');
    expect(budget.admit('a')).toBe('refuse');
    expect(budget.secondsLeft()).toBe(60);
  });
});
