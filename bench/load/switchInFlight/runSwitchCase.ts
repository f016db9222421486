import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { assertLoopback } from '../assertLoopback';
import { sampleRss } from '../peakRss';
import { loadWhileSwitching } from './loadWhileSwitching';
import { checkRegistryBody } from './registryBodyCheck';
import type { RecordsKind } from './switchRecords';
import { startSwitchServers } from './switchServers';
import { switchRunResult, type SwitchRunResult } from './switchSummary';
import { SWITCHED_REMOTE } from './switchVersions';

export const SWITCH_RUNS: Record<RecordsKind, Pick<SwitchRunResult, 'id' | 'label'>> = {
  folder: { id: 'folder-records', label: 'records in a folder' },
  postgres: { id: 'postgres-records', label: 'records in PostgreSQL' },
};

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  print: (line: string) => void;
}

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * One run of the switch case: the bench store's files served by the store server; the records (`kind`); two host
 * servers started as `npm run serve`; nginx in front of both. Loads the balancer's `/registry.json`, every body
 * checked, while catalog switches between two versions every SWITCH_INTERVAL_MS. Everything it started is stopped and
 * removed before it returns or throws.
 */
export async function runSwitchCase(kind: RecordsKind, settings: LoadSettings): Promise<SwitchRunResult> {
  const cleanup: (() => Promise<unknown>)[] = [];
  const workDir = await mkdtemp(path.join(tmpdir(), 'mfp-load-switch-'));
  cleanup.push(() => rm(workDir, { recursive: true, force: true }));
  try {
    const { switches, hostA, hostB, balancer } = await startSwitchServers(kind, workDir, (stop) => cleanup.push(stop));
    const url = assertLoopback(`${balancer.url}${REGISTRY_PATH}`).href;
    const probe = await fetch(url);
    const probeVerdict = checkRegistryBody(probe.status, await probe.text(), SWITCHED_REMOTE, switches.integrities);
    if (probeVerdict.kind !== 'served')
      throw new Error(`the balancer's ${url} before the load: ${probeVerdict.reason}`);

    const rss = { hostA: sampleRss(hostA.pid), hostB: sampleRss(hostB.pid), nginx: balancer.pids().map(sampleRss) };
    const { load, tally, times } = await loadWhileSwitching({
      url,
      switches,
      hostUrls: [hostA.url, hostB.url],
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
    });
    return switchRunResult(
      {
        ...SWITCH_RUNS[kind],
        peakRssMb: {
          hostA: megabytes(rss.hostA.stop()),
          hostB: megabytes(rss.hostB.stop()),
          // Master and workers, each at its own peak: an upper bound of their peak together.
          nginx: megabytes(rss.nginx.reduce((sum, sampler) => sum + sampler.stop(), 0)),
        },
      },
      {
        requestsPerSecond: Math.round(load.requests.average),
        latencyMs: { p50: load.latency.p50, p99: load.latency.p99 },
        errors: load.errors + load.timeouts + load.non2xx,
      },
      tally,
      times,
    );
  } finally {
    for (const close of cleanup.reverse())
      await close().catch((error: unknown) =>
        settings.print(`[switch] could not stop a part of the run: ${error instanceof Error ? error.message : error}`),
      );
  }
}
