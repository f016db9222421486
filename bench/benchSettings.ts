import { UserFacingError } from '@mfp/settings/command';
import { NETWORK_CASES, type NetworkCase } from './browser/networkCases';
import { WATERFALL_CASES } from './waterfalls';

const MIN_PAIRS = 9;

/** BENCH_PAIRS: the runs per variant and case, at least 1; 9 by default. */
export function pairsFromEnv(): number {
  const raw = process.env.BENCH_PAIRS;
  if (raw === undefined || raw === '') return MIN_PAIRS;
  const pairs = Number(raw);
  if (!Number.isInteger(pairs) || pairs < 1) {
    throw new UserFacingError(`BENCH_PAIRS="${raw}" must be a whole number of at least 1 (default ${MIN_PAIRS}).`);
  }
  return pairs;
}

/** BENCH_CASES: the case ids to run, comma-separated; all by default. The waterfalls' cases always run. */
export function casesFromEnv(): readonly NetworkCase[] {
  const raw = process.env.BENCH_CASES;
  if (raw === undefined || raw.trim() === '') return NETWORK_CASES;
  const wanted = new Set([...raw.split(',').map((id) => id.trim()), ...WATERFALL_CASES]);
  const unknown = [...wanted].filter((id) => !NETWORK_CASES.some((c) => c.id === id));
  if (unknown.length > 0)
    throw new UserFacingError(
      `BENCH_CASES names no case ${unknown.join(', ')}; the cases are ${NETWORK_CASES.map((c) => c.id).join(', ')}.`,
    );
  return NETWORK_CASES.filter((c) => wanted.has(c.id));
}

/**
 * What `npm run bench` measures: everything, the server-rendering comparison alone (decision 0067), the data cases
 * alone (issue 42), or the render output's shaping alone (decision 0085: no build, server or browser).
 */
export type BenchSuite = 'all' | 'server-rendering' | 'remote-data' | 'render-output';

/** BENCH_SUITE: `all` (default), `server-rendering`, `remote-data` or `render-output`. */
export function suiteFromEnv(): BenchSuite {
  const raw = process.env.BENCH_SUITE;
  if (raw === undefined || raw.trim() === '' || raw === 'all') return 'all';
  if (raw === 'server-rendering' || raw === 'remote-data' || raw === 'render-output') return raw;
  throw new UserFacingError(
    `BENCH_SUITE="${raw}" names no suite: use all (every case, the default), server-rendering (the four rendering ` +
      'variants and the server cost only), remote-data (the catalog reading its API at 0, 300 and 800 ms only) or ' +
      'render-output (the shaping of a render output only).',
  );
}
