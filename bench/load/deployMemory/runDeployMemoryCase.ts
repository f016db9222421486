import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { remoteTarget } from '../../../scripts/lib/buildTargets';
import { loadAverage } from '../../machineInfo';
import { memoryOf } from '../../registrySize/processMemory';
import { renderProcessOf } from '../ssrHost/renderProcessOf';
import { startSsrHost, type SsrHost } from '../ssrHost/startSsrHost';
import { startSsrStore } from '../ssrHost/ssrStore';
import { deployDistinctRelease } from './deployDistinctRelease';
import { deployMemorySchema, type DeployMemoryResult, type MemoryCheckpoint } from './deployMemoryResult';
import { memoryRatios } from './memoryRatios';
import { serveReleasePages } from './serveReleasePages';

/** The remote deployed again and again, and the pages of it served after each deploy. */
export const DEPLOYED_REMOTE = 'catalog';
const PAGES = ['/catalog', '/catalog/espresso-cup', '/catalog/pour-over-kettle', '/catalog/cast-iron-skillet'];
/** Issue 32's figure: memory after 100 deploys ≤ 1.2x the memory after the first. */
const MEMORY_CEILING = 1.2;
const DEPLOYS = Number(process.env.LOAD_DEPLOYS ?? 100);
/** After a collection, time for the render process to finish what the last page left (its idle isolates stay). */
const SETTLE_MS = 1_000;

async function checkpoint(host: SsrHost, deploy: number): Promise<MemoryCheckpoint> {
  await host.collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const renderPid = renderProcessOf(host.pid);
  return {
    deploy,
    hostRssMb: memoryOf(host.pid).rssMb,
    renderProcessRssMb: renderPid === undefined ? null : memoryOf(renderPid).rssMb,
  };
}

/**
 * Memory after deploys (issue 32): a host server rendering on the server (`startSsrHost`), while catalog is deployed
 * `DEPLOYS` times (`deployDistinctRelease`: each release with its own bytes, server script and integrity), its pages
 * served after each deploy until the new release renders. The resident memory of the host server (after a full
 * collection in it) and of its render process is read after the first deploy and every tenth.
 */
export async function runDeployMemoryCase(print: (line: string) => void): Promise<DeployMemoryResult> {
  const before = loadAverage();
  const target = remoteTarget(DEPLOYED_REMOTE);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'mfp-load-deploys-'));
  const ssr = await startSsrStore();
  const checkpoints: MemoryCheckpoint[] = [];
  try {
    const host = await startSsrHost({ storeDir: ssr.dir, storePublicUrl: ssr.url });
    try {
      const release = {
        buildDir: path.join(target.dir, 'dist'),
        remote: DEPLOYED_REMOTE,
        packageVersion: target.version,
        workDir,
      };
      for (let n = 1; n <= DEPLOYS; n++) {
        const version = await deployDistinctRelease(ssr.store, ssr.url, release, n);
        await serveReleasePages(host.url, PAGES, version);
        if (n === 1 || n % 10 === 0 || n === DEPLOYS) {
          checkpoints.push(await checkpoint(host, n));
          const last = checkpoints.at(-1)!;
          print(`[load] deploy ${n}: host ${last.hostRssMb} MB, render process ${last.renderProcessRssMb ?? '-'} MB`);
        }
      }
    } finally {
      await host.stop();
    }
  } finally {
    await ssr.close();
    await rm(workDir, { recursive: true, force: true });
  }
  return deployMemorySchema.parse({
    remote: DEPLOYED_REMOTE,
    deploys: DEPLOYS,
    pagesPerDeploy: PAGES.length,
    checkpoints,
    ...memoryRatios(checkpoints, MEMORY_CEILING),
    ceiling: MEMORY_CEILING,
    loadAverage: { before, after: loadAverage() },
  });
}
