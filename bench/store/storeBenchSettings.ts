import { UserFacingError } from '@mfp/settings/command';

export const DEFAULT_ROUNDS = 5;
export const DEFAULT_PAIRS = 9;

/** How many publish rounds and page-load pairs `npm run bench:store` runs. */
export interface StoreBenchSettings {
  /** BENCH_STORE_ROUNDS: publishes to each store. */
  rounds: number;
  /** BENCH_PAIRS: cold page loads of each variant of the CDN case. */
  pairs: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new UserFacingError(`${name}="${raw}" must be a whole number of at least 1 (default ${fallback}).`);
  return value;
}

export function storeBenchSettings(env: NodeJS.ProcessEnv = process.env): StoreBenchSettings {
  return {
    rounds: wholeNumber(env, 'BENCH_STORE_ROUNDS', DEFAULT_ROUNDS),
    pairs: wholeNumber(env, 'BENCH_PAIRS', DEFAULT_PAIRS),
  };
}
