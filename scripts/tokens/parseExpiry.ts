import { UsageError } from '@mfp/settings/command';

const HOUR_MS = 60 * 60 * 1000;
const UNIT_MS = { h: HOUR_MS, d: 24 * HOUR_MS } as const;

/** The longest a token may live: long enough for a yearly rotation, short enough that a forgotten one dies. */
const MAX_EXPIRY_DAYS = 3 * 366;

/**
 * When a token given `--expires <text>` at `now` expires: `<n>d` or `<n>h` from now, or an ISO date (`2027-03-01`,
 * midnight UTC) or date and time. It must be in the future and at most `MAX_EXPIRY_DAYS` away.
 */
export function parseExpiry(text: string, now: Date, usage: string): Date {
  const relative = /^(\d{1,5})([dh])$/.exec(text);
  let expiresAt: Date;
  if (relative) {
    expiresAt = new Date(now.getTime() + Number(relative[1]) * UNIT_MS[relative[2] as keyof typeof UNIT_MS]);
  } else if (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(text)) {
    expiresAt = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  } else {
    expiresAt = new Date(Number.NaN);
  }
  if (Number.isNaN(expiresAt.getTime()))
    throw new UsageError(
      `--expires "${text}" is not a duration or a date: give days (90d), hours (12h) or an ISO date (2027-03-01, ` +
        `or 2027-03-01T12:00:00Z). Usage: ${usage}`,
    );
  if (expiresAt.getTime() <= now.getTime())
    throw new UsageError(`--expires "${text}" is not in the future: give a later date, or a duration such as 90d`);
  if (expiresAt.getTime() - now.getTime() > MAX_EXPIRY_DAYS * UNIT_MS.d)
    throw new UsageError(
      `--expires "${text}" is more than ${MAX_EXPIRY_DAYS} days away: give a nearer date, and rotate the token then`,
    );
  return expiresAt;
}
