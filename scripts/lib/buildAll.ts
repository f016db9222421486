import type { BuildMode } from '@mfp/webpack-config';
import { allTargets, type BuildTarget } from './buildTargets';
import { ensureBuilt, type BuildResult } from './ensureBuilt';

/** Builds every stale target, one at a time: on two cores, parallel webpack builds only fight over the CPU. */
export async function buildAll(
  mode: BuildMode = 'production',
  targets: BuildTarget[] = allTargets(),
  print = console.log,
): Promise<BuildResult[]> {
  const results: BuildResult[] = [];
  for (const [index, target] of targets.entries()) {
    print(`[${index + 1}/${targets.length}] ${target.name}`);
    results.push(await ensureBuilt(target, mode, print));
  }
  return results;
}
