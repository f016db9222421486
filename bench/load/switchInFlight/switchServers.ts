import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createFolderStore } from '@mfp/store';
import { createStoreServer } from '@mfp/host-server';
import { BENCH_PATHS } from '../../benchPaths';
import { BENCH_HOST } from '../../serve/benchServers';
import { startHostServerProcess, type HostServerProcess } from './hostServerProcesses';
import { startBalancer, type Balancer } from './startBalancer';
import { openSwitchRecords, type RecordsKind } from './switchRecords';
import { prepareSwitchVersions, type SwitchVersions } from './switchVersions';

/** REGISTRY_MAX_STALENESS_MS of both host servers: the default, stated. */
export const REGISTRY_MAX_STALENESS_MS = 1_000;
/** The bench's own digest key: its reports are never compared with a real server's. */
const DIGEST_SECRET = 'mfp-bench-digest-secret-not-for-production-use';

/** The machines of one switch run, as they are started. */
export interface SwitchServers {
  /** The two versions of catalog the run switches between, and how to switch. */
  switches: SwitchVersions;
  hostA: HostServerProcess;
  hostB: HostServerProcess;
  /** nginx in front of both hosts: what the load is sent to. */
  balancer: Balancer;
}

/**
 * Starts the run's machines in `workDir`: the store server on the bench store's files, the records (`kind`), a second
 * version of catalog, two host servers as `npm run serve` starts them and nginx in front of both. Hands each part's
 * stop to `stopLater` as soon as it runs, so a failure halfway leaves nothing running once those are called.
 */
export async function startSwitchServers(
  kind: RecordsKind,
  workDir: string,
  stopLater: (stop: () => Promise<unknown>) => void,
): Promise<SwitchServers> {
  const secretsDir = path.join(workDir, 'secrets');
  await mkdir(secretsDir);
  const storeServer = createStoreServer({ store: createFolderStore({ dir: BENCH_PATHS.storeDir }), logger: false });
  stopLater(() => storeServer.close());
  await storeServer.listen({ port: 0, host: BENCH_HOST });
  const storeUrl = `http://${BENCH_HOST}:${(storeServer.server.address() as AddressInfo).port}`;
  const records = await openSwitchRecords(kind, workDir, secretsDir);
  stopLater(() => records.close());
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
  stopLater(() => hostA.stop());
  const hostB = await startHostServerProcess(env);
  stopLater(() => hostB.stop());
  const balancer = await startBalancer([hostA.url, hostB.url]);
  stopLater(() => balancer.close());
  return { switches, hostA, hostB, balancer };
}
