import { containmentTableRows } from './containmentTableRows';

const load = (p99: number, connections = 8) => ({
  paths: ['/catalog'],
  connections,
  requests: 1000,
  requestsPerSecond: 100,
  latencyMs: { p50: 10, p99, max: p99 + 5 },
  errors: 0,
  slots: { rendered: 990, failed: 0, browserOnly: 10 },
});

describe('containmentTableRows', () => {
  it('shows the other routes without the looping remote, then each looping load with its verdict', () => {
    const rows = containmentTableRows({
      loopingRemote: 'fx_hostile_server',
      durationSeconds: 10,
      poolSize: 2,
      deadlineMs: 1000,
      without: load(40),
      withLooping: [
        { loopingConnections: 1, others: load(60), looping: load(1010, 1), p99Ratio: 1.5, met: true },
        { loopingConnections: 2, others: load(100), looping: load(1500, 2), p99Ratio: 2.5, met: false },
      ],
      ceiling: 2,
      loadAverage: { before: [1, 1, 1], after: [1, 1, 1] },
    });
    expect(rows.map((cells) => cells[0])).toEqual([
      'pages',
      'other routes, without fx_hostile_server',
      'other routes, 1 on the looping route',
      '  its looping route, meanwhile',
      'other routes, 2 on the looping route',
      '  its looping route, meanwhile',
    ]);
    expect(rows[2]?.at(-1)).toBe('1.5 met');
    expect(rows[4]?.at(-1)).toBe('2.5 missed');
    expect(rows[5]).toEqual(['  its looping route, meanwhile', '2', '100', '10', '1500', '1505', '0', '990/0/10', '']);
  });
});
