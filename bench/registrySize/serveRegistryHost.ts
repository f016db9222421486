/**
 * A host server of the registry-size cases, in a process of its own so that its memory (RSS) is its own: the
 * federated build with a registry of BENCH_REGISTRY_REMOTES remotes of the registry-size store at
 * BENCH_REGISTRY_STORE_URL. Sends its URL over IPC once listening, stops on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { createHostServer } from '@mfp/host-server';
import { BENCH_PATHS } from '../benchPaths';
import { BENCH_DIGEST_SECRET, BENCH_HOST, staticRegistry } from '../serve/benchServers';
import { registryWithRemotes } from './registryCopies';

async function start(): Promise<{ host: string }> {
  const remotes = Number(process.env.BENCH_REGISTRY_REMOTES);
  const storeUrl = process.env.BENCH_REGISTRY_STORE_URL ?? '';
  const app = createHostServer({
    hostDist: BENCH_PATHS.hostDist,
    registry: staticRegistry(registryWithRemotes(remotes, storeUrl)),
    allowedRemoteOrigins: [storeUrl],
    digestSecret: BENCH_DIGEST_SECRET,
    logger: { level: process.env.BENCH_LOG_LEVEL ?? 'info' },
  });
  await app.listen({ port: 0, host: BENCH_HOST });
  return { host: `http://${BENCH_HOST}:${(app.server.address() as AddressInfo).port}` };
}

start().then(
  (urls) => process.send?.({ ready: urls }),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
process.on('SIGTERM', () => process.exit(0));
