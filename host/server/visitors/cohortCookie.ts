import { randomBytes } from 'node:crypto';

/** The cookie that holds a visitor's cohort: the key of their buckets, the same on every host server (decision 0076). */
export const COHORT_COOKIE = 'mfp-cohort';

/** A year: a visitor stays on their side of every rollout for as long as browsers keep a first-party cookie. */
const COHORT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** 128 random bits in base64url: 22 characters. */
const COHORT_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A new visitor's cohort: 128 random bits, so that no two visitors share one and none can be guessed. */
export const newCohort = (): string => randomBytes(16).toString('base64url');

/** Whether a cookie's value is a cohort this server could have made; anything else is replaced by a new one. */
export const isCohort = (value: string | undefined): value is string =>
  value !== undefined && COHORT_PATTERN.test(value);

/**
 * `Set-Cookie` for a cohort: first-party, never readable by scripts (HttpOnly), sent on top-level navigations from
 * other sites (Lax, so a link into the shop keeps the visitor's side), for every path, for a year, Secure on HTTPS.
 */
export function cohortCookie(cohort: string, { secure }: { secure: boolean }): string {
  return [
    `${COHORT_COOKIE}=${cohort}`,
    'Path=/',
    `Max-Age=${COHORT_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
