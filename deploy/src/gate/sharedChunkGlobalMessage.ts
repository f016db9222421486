import type { SharedChunkGlobal } from './sharedChunkGlobal';

/**
 * The line of a `chunk-global-shared` problem: the global, the live version it is shared with, what goes wrong on a
 * page, and the config that fixes it. A foreign build names its global after `output.uniqueName` unless it fixes
 * `output.chunkLoadingGlobal`, so the fix names both.
 */
export function describeSharedChunkGlobal(remote: string, { global, live }: SharedChunkGlobal): string {
  return (
    `the release's entry sets up the chunk-loading global ${global}, as the live release ${live} does: a page that ` +
    `loaded one of them and then the other (an open page after the switch, a rollout or a fallback) would run the ` +
    `first one's chunks under the second one's version (docs/decisions/0095, 0097). Give every build an ` +
    `output.uniqueName of its own, e.g. \`acme_${remote}_\${Date.now().toString(36)}\` or a hash of the sources, ` +
    `and no fixed output.chunkLoadingGlobal (rule 5 of docs/remote-contract.md; the kit's factories do it)`
  );
}
