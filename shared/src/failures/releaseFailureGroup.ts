import { FAILURE_CATALOGUE, type FailureKind } from './failureCatalogue';

/** The failures a rollout's analysis compares between two releases of a remote: where in a mount each happens. */
export const RELEASE_FAILURE_GROUPS = ['load', 'render', 'server-render'] as const;
export type ReleaseFailureGroup = (typeof RELEASE_FAILURE_GROUPS)[number];

/**
 * Kinds that say nothing of the release itself: the host's sandbox could not start or was full (capacity, not code),
 * and a stylesheet rule aimed at the whole page, which is reported but changes nothing the user sees.
 */
const NOT_THE_RELEASE: ReadonlySet<FailureKind> = new Set(['sandbox-unavailable', 'sandbox-busy', 'page-wide-style']);

/**
 * The group a failure of a release counts in, from its code's hundred (2xx loading and 3xx the module's contract:
 * `load`; 4xx: `render`; 6xx: `server-render`). Undefined for failures that are not a release's: the registry's (1xx),
 * the host's (5xx) and those above.
 */
export function releaseFailureGroup(kind: FailureKind): ReleaseFailureGroup | undefined {
  if (NOT_THE_RELEASE.has(kind)) return undefined;
  const hundred = Number(FAILURE_CATALOGUE[kind].code.slice('MFP-'.length, 'MFP-'.length + 1));
  if (hundred === 2 || hundred === 3) return 'load';
  if (hundred === 4) return 'render';
  if (hundred === 6) return 'server-render';
  return undefined;
}
