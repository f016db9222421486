import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { createFolderStore } from '@mfp/store';
import { createStoreServer } from '@mfp/host-server';
import { BENCH_PATHS } from '../../benchPaths';
import { BENCH_HOST } from '../../serve/benchServers';
import { assertLoopback } from '../assertLoopback';
import { sampleRss } from '../peakRss';
import { startHostServerProcess } from './hostServerProcesses';
import { checkRegistryBody, countVerdict, emptyTally } from './registryBodyCheck';
import { startBalancer } from './startBalancer';
import { startSwitchLoop } from './switchLoop';
import { openSwitchRecords, type RecordsKind } from './switchRecords';
import { switchRunResult, type PropagationTimes, type SwitchRunResult } from './switchSummary';
import { prepareSwitchVersions, SWITCHED_REMOTE } from './switchVersions';

export const SWITCH_INTERVAL_MS = 2_000;
/** REGISTRY_MAX_STALENESS_MS of both host servers: the default, stated. */
export const REGISTRY_MAX_STALENESS_MS = 1_000;
/** A switch not served by both hosts within this long counts as late. */
const PROPAGATION_LIMIT_MS = 5_000;
/** The bench's own digest key: its reports are never compared with a real server's. */
const DIGEST_SECRET = 'mfp-bench-digest-secret-not-for-production-use';

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
    const secretsDir = path.join(workDir, 'secrets');
    await mkdir(secretsDir);
    const storeServer = createStoreServer({ store: createFolderStore({ dir: BENCH_PATHS.storeDir }), logger: false });
    cleanup.push(() => storeServer.close());
    await storeServer.listen({ port: 0, host: BENCH_HOST });
    const storeUrl = `http://${BENCH_HOST}:${(storeServer.server.address() as AddressInfo).port}`;
    const records = await openSwitchRecords(kind, workDir, secretsDir);
    cleanup.push(() => records.close());
    const switches = await prepareSwitchVersions(records.store, storeUrl, workDir);
    const env = {
      HOST_DIST: BENCH_PATHS.hostDist,
      STORE_DIR: secretsDir,
      STORE_FILES_URL: BENCH_PATHS.storeDir,
      STORE_PUBLIC_URL: storeUrl,
      STORE_RECORDS_URL: records.recordsUrl,
      REGISTRY_MAX_STALENESS_MS: String(REGISTRY_MAX_STALENESS_MS),
      DIGEST_SECRET,
    };
    const hostA = await startHostServerProcess(env);
    cleanup.push(() => hostA.stop());
    const hostB = await startHostServerProcess(env);
    cleanup.push(() => hostB.stop());
    const balancer = await startBalancer([hostA.url, hostB.url]);
    cleanup.push(() => balancer.close());

    const url = assertLoopback(`${balancer.url}${REGISTRY_PATH}`).href;
    const probe = await fetch(url);
    const probeVerdict = checkRegistryBody(probe.status, await probe.text(), SWITCHED_REMOTE, switches.integrities);
    if (probeVerdict.kind !== 'served')
      throw new Error(`the balancer's ${url} before the load: ${probeVerdict.reason}`);

    const rss = { hostA: sampleRss(hostA.pid), hostB: sampleRss(hostB.pid), nginx: balancer.pids().map(sampleRss) };
    const tally = emptyTally(switches.versions);
    const loop = startSwitchLoop({
      switches,
      hostUrls: [hostA.url, hostB.url],
      intervalMs: SWITCH_INTERVAL_MS,
      limitMs: PROPAGATION_LIMIT_MS,
    });
    let times: PropagationTimes = [];
    let load: autocannon.Result;
    try {
      load = await autocannon({
        url,
        connections: settings.connections,
        duration: settings.durationSeconds,
        requests: [
          {
            onResponse: (status, body) =>
              countVerdict(tally, checkRegistryBody(status, body, SWITCHED_REMOTE, switches.integrities)),
          },
        ],
      });
    } finally {
      times = await loop.stop();
    }
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
