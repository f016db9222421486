import { emptyTally } from './registryBodyCheck';
import { summarizePropagation, switchRunProblems, switchRunResult, switchTableRows } from './switchSummary';

describe('summarizePropagation', () => {
  it('gives the median and the worst of the switches seen, to a tenth of a millisecond', () => {
    expect(summarizePropagation([40.04, 812.36, 45.5])).toEqual({
      switches: 3,
      late: 0,
      medianMs: 45.5,
      worstMs: 812.4,
    });
    expect(summarizePropagation([30, 10, 40, 20])).toMatchObject({ medianMs: 25, worstMs: 40 });
  });

  it('counts switches not seen in time as late, and leaves them out of the figures', () => {
    expect(summarizePropagation([10, undefined, 30])).toEqual({ switches: 3, late: 1, medianMs: 20, worstMs: 30 });
    expect(summarizePropagation([undefined])).toEqual({ switches: 1, late: 1, medianMs: null, worstMs: null });
    expect(summarizePropagation([])).toEqual({ switches: 0, late: 0, medianMs: null, worstMs: null });
  });
});

const run = {
  id: 'postgres-records',
  label: 'records in PostgreSQL',
  peakRssMb: { hostA: 150, hostB: 148, nginx: 12 },
} as const;
const load = { requestsPerSecond: 7000, latencyMs: { p50: 11, p99: 70 }, errors: 0 };

function tally(byVersion: Record<string, number>, mixed = 0, invalid = 0) {
  return { ...emptyTally(Object.keys(byVersion)), byVersion, mixed, invalid };
}

describe('switchRunResult', () => {
  it('puts the load, the tally and the propagation into one result', () => {
    const result = switchRunResult(run, load, tally({ a: 5, b: 7 }), [40, 50]);
    expect(result).toEqual({
      ...run,
      ...load,
      mixedResponses: 0,
      invalidResponses: 0,
      problems: [],
      responsesByVersion: { a: 5, b: 7 },
      propagation: { switches: 2, late: 0, medianMs: 45, worstMs: 50 },
    });
    expect(switchRunProblems(result)).toEqual([]);
    expect(switchTableRows([result])).toEqual([
      ['records', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'mixed', 'per version', 'switches', 'prop. median/worst ms'],
      ['records in PostgreSQL', '7000', '11', '70', '0', '0', '5 / 7', '2', '45 / 50'],
    ]);
  });

  it('says what is wrong with a run that fails the case', () => {
    const result = switchRunResult(run, { ...load, errors: 3 }, tally({ a: 9, b: 0 }, 2, 1), [undefined]);
    expect(switchRunProblems(result)).toEqual([
      '3 errors',
      '2 responses mixed two revisions',
      '1 responses were no registry',
      'no response carried b',
      '1 switches were not seen in time',
    ]);
    expect(switchTableRows([result])[1]).toContain('- / -');
  });
});
