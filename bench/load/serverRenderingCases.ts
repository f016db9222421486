import { loadAverage } from '../machineInfo';
import { deployMemoryTableRows } from './deployMemory/deployMemoryTableRows';
import type { DeployMemoryResult } from './deployMemory/deployMemoryResult';
import { DEPLOYED_REMOTE, runDeployMemoryCase } from './deployMemory/runDeployMemoryCase';
import { formatTable } from './formatTable';
import type { HeldHeapResult } from './heldHeap/heldHeapResult';
import { heldHeapTableRows } from './heldHeap/heldHeapTableRows';
import { runHeldHeapCase } from './heldHeap/runHeldHeapCase';
import { containmentTableRows } from './loopContainment/containmentTableRows';
import type { LoopContainmentResult } from './loopContainment/containmentResult';
import { runContainmentCase } from './loopContainment/runContainmentCase';
import type { OutputFloodResult } from './outputFlood/outputFloodResult';
import { outputFloodTableRows } from './outputFlood/outputFloodTableRows';
import { runOutputFloodCase } from './outputFlood/runOutputFloodCase';

/** What the server-rendering cases add to bench/results/load.json, and their tables. */
export interface ServerRenderingCases {
  results: {
    deployMemory: DeployMemoryResult;
    loopContainment: LoopContainmentResult;
    outputFlood: OutputFloodResult;
    heldHeap: HeldHeapResult;
  };
  tableLines(): string[];
}

/**
 * The cases of issue 32 that need a host server rendering on the server (bench/load/ssrHost): memory after deploys
 * (bench/load/deployMemory), then containment under load (bench/load/loopContainment), then the host's memory under
 * a remote whose server render floods it with HTML (bench/load/outputFlood, issue 40), and last the render process's
 * memory after remotes that keep their heap (bench/load/heldHeap, issue 40: the sandbox alone).
 */
export async function runServerRenderingCases(print: (line: string) => void): Promise<ServerRenderingCases> {
  print(`[load] memory after deploys: ${DEPLOYED_REMOTE} deployed again and again, its pages served in between`);
  const deployMemory = await runDeployMemoryCase(print);
  const loopContainment = await runContainmentCase(print);
  const outputFlood = await runOutputFloodCase(print);
  const heldHeap = await runHeldHeapCase(print);
  const load = (range: { before: number[]; after: number[] }) =>
    `load average ${range.before.join(' ')} before, ${range.after.join(' ')} after`;
  return {
    results: { deployMemory, loopContainment, outputFlood, heldHeap },
    tableLines: () => [
      '',
      `Memory after ${deployMemory.deploys} deploys of ${deployMemory.remote} (${load(deployMemory.loadAverage)}):`,
      ...formatTable(deployMemoryTableRows(deployMemory)),
      '',
      `Containment under load, ${loopContainment.loopingRemote} looping on the server (${load(loopContainment.loadAverage)}; now ${loadAverage().join(' ')}):`,
      ...formatTable(containmentTableRows(loopContainment)),
      '',
      `${outputFlood.concurrentPages} pages at once of ${outputFlood.remote}'s 40 MiB render (${load(outputFlood.loadAverage)}):`,
      ...formatTable(outputFloodTableRows(outputFlood)),
      '',
      `The render process after ${heldHeap.rounds} rounds of ${heldHeap.hoardingRemotes} remotes keeping their heap (${load(heldHeap.loadAverage)}):`,
      ...formatTable(heldHeapTableRows(heldHeap)),
    ],
  };
}
