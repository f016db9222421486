import { UserFacingError } from '@mfp/settings/command';

/** What every case of `npm run load` sends: this many connections at once, for this long. */
export const CONNECTIONS = 100;
export const DURATION_SECONDS = 10;

/** LOAD_SUITE: `all` (the default) or `remote-data` (issue 42's data cases alone). */
export function loadSuiteFromEnv(): 'all' | 'remote-data' {
  const raw = process.env.LOAD_SUITE?.trim();
  if (raw === undefined || raw === '' || raw === 'all') return 'all';
  if (raw === 'remote-data') return raw;
  throw new UserFacingError(
    `LOAD_SUITE="${raw}" names no suite: use all (every case, the default) or remote-data (the catalog's API cases only).`,
  );
}
