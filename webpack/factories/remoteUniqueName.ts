import { packageInputHash } from '../inputHash';

/**
 * The `output.uniqueName` of a remote's build by default: `mfp_remote_<name>_<hash>`, the hash that of the remote's
 * folder as its build reads it (`packageInputHash`: sources, package.json, lockfile, configs; not node_modules or
 * dist) and of the mode. webpack names the build's chunk-loading global after it (`self.webpackChunk<uniqueName>`),
 * and two releases of one remote loaded into one page (an open page after a rollout's start or end, a switch, a last
 * known-good release) must not share it: the second one's runtime adopts the chunks the first pushed there, whose
 * chunk and module ids are the same, and runs the first one's code under its own version (issue 41, item 5).
 *
 * Not covered: a change outside the folder alone (a workspace package it imports, a global tool's version) keeps the
 * name; two such builds still share their global. The platform's own builds add their workspace's hash
 * (`scripts/lib/ensureBuilt.ts`).
 */
export function remoteUniqueName(name: string, packageDir: string, mode: string): string {
  return `mfp_remote_${name}_${packageInputHash(packageDir, mode).slice(0, 8)}`;
}
