import { canIsolateNetwork, inPrivateNetwork } from './privateNetwork';
import { runPhase, type PhaseResult } from './runPhase';
import { BROWSER_SHARD_PHASES } from './testPhases';

/**
 * The browser shards, side by side, each shard's servers in a network of their own (decision 0094); their bundles are
 * built in the first lane. Where no private network can be made (not root, or no `unshare`), the shards' fixed ports
 * would meet, so they run one after the other, as `npm run test:browser` does.
 */
export async function runBrowserPhases(root: string): Promise<PhaseResult[]> {
  if (canIsolateNetwork()) {
    const shards = BROWSER_SHARD_PHASES.map((phase) => (phase.privateNetwork ? inPrivateNetwork(phase) : phase));
    return Promise.all(shards.map((phase) => runPhase(phase, root)));
  }
  console.log('[browser] no private network namespace here (it takes root, unshare and ip): the shards run in turn');
  const results: PhaseResult[] = [];
  for (const phase of BROWSER_SHARD_PHASES) results.push(await runPhase(phase, root));
  return results;
}
