import { REGISTRY_PATH } from '@mfp/shared/registry';

/** The half of `/registry.json`'s rate the page and a small file must reach in the same run (issue 21, decision 0043). */
const TARGET_SHARE_OF_REGISTRY = 0.5;

/**
 * One line per target: its rate as a share of `/registry.json`'s in the same run, the figure the goal is set in (a
 * ratio in one run moves less than either rate on a shared machine), and whether it reaches TARGET_SHARE_OF_REGISTRY.
 */
export function registryRatioLines(
  results: readonly { id: string; label: string; requestsPerSecond: number }[],
): string[] {
  const registry = results.find((result) => result.id === 'registry');
  if (!registry || registry.requestsPerSecond === 0) return [];
  return results
    .filter((result) => result.id !== 'registry')
    .map((result) => {
      const share = result.requestsPerSecond / registry.requestsPerSecond;
      const verdict = share >= TARGET_SHARE_OF_REGISTRY ? 'at or above' : 'below';
      return `${result.label}: ${share.toFixed(2)} of ${REGISTRY_PATH}'s rate (${verdict} the ${TARGET_SHARE_OF_REGISTRY} goal)`;
    });
}
