/** What every case of `npm run load` sends: this many connections at once, for this long. */
export const CONNECTIONS = 100;
export const DURATION_SECONDS = 10;
