import { loadAverage } from '../machineInfo';
import { deployMemoryTableRows } from './deployMemory/deployMemoryTableRows';
import type { DeployMemoryResult } from './deployMemory/deployMemoryResult';
import { DEPLOYED_REMOTE, runDeployMemoryCase } from './deployMemory/runDeployMemoryCase';
import { formatTable } from './formatTable';
import { containmentTableRows } from './loopContainment/containmentTableRows';
import type { LoopContainmentResult } from './loopContainment/containmentResult';
import { runContainmentCase } from './loopContainment/runContainmentCase';

/** What the server-rendering cases add to bench/results/load.json, and their tables. */
export interface ServerRenderingCases {
  results: { deployMemory: DeployMemoryResult; loopContainment: LoopContainmentResult };
  tableLines(): string[];
}

/**
 * The cases of issue 32 that need a host server rendering on the server (bench/load/ssrHost): memory after deploys
 * (bench/load/deployMemory), then containment under load (bench/load/loopContainment).
 */
export async function runServerRenderingCases(print: (line: string) => void): Promise<ServerRenderingCases> {
  print(`[load] memory after deploys: ${DEPLOYED_REMOTE} deployed again and again, its pages served in between`);
  const deployMemory = await runDeployMemoryCase(print);
  const loopContainment = await runContainmentCase(print);
  const load = (range: { before: number[]; after: number[] }) =>
    `load average ${range.before.join(' ')} before, ${range.after.join(' ')} after`;
  return {
    results: { deployMemory, loopContainment },
    tableLines: () => [
      '',
      `Memory after ${deployMemory.deploys} deploys of ${deployMemory.remote} (${load(deployMemory.loadAverage)}):`,
      ...formatTable(deployMemoryTableRows(deployMemory)),
      '',
      `Containment under load, ${loopContainment.loopingRemote} looping on the server (${load(loopContainment.loadAverage)}; now ${loadAverage().join(' ')}):`,
      ...formatTable(containmentTableRows(loopContainment)),
    ],
  };
}
