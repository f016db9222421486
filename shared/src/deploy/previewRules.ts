/**
 * Preview links (issue 33, decision 0077): how long one lasts, for the deploy API that issues them and the commands
 * that ask for them. The page parameter that carries one is the registry's (`PREVIEW_PARAM` in `@mfp/shared/registry`).
 */

/** A link lasts a day unless told: long enough to pass around a team, short enough to be forgotten safely. */
export const DEFAULT_PREVIEW_TTL_MS = 24 * 60 * 60_000;

/** The shortest a link may last (`--preview-ttl`): a second, so tests can see one expire. */
const MIN_PREVIEW_TTL_MS = 1000;

/** The longest: a week. A link is a bearer credential for an unreleased version; longer ones get issued anew. */
const MAX_PREVIEW_TTL_MS = 7 * 24 * 60 * 60_000;

/** What is wrong with a link's lifetime, in words that fit after the flag's name; undefined when it is fine. */
export function previewTtlProblem(ttlMs: number): string | undefined {
  if (Number.isInteger(ttlMs) && ttlMs >= MIN_PREVIEW_TTL_MS && ttlMs <= MAX_PREVIEW_TTL_MS) return undefined;
  return 'must be between 1s and 7d (e.g. 2h, 3d; a day unless told)';
}
