import { createHostServer } from '@mfp/host-server';
import { createFolderStore } from '@mfp/store';
import { issueToken } from '@mfp/store/control';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The real host server's deploy API on a free port, over a folder store in a temporary folder, for the kit's tests. */
export interface RealDeployApi {
  url: string;
  /** A token that may deploy `remote`, which is registered. */
  token: string;
  close(): Promise<void>;
}

export async function startRealDeployApi(
  remote: string,
  limits: { maxFiles: number; maxBytes: number; idleMs: number },
): Promise<RealDeployApi> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'mfp-kit-deploy-api-'));
  const tmpRoot = path.join(work, 'tmp');
  mkdirSync(tmpRoot);
  const store = createFolderStore({ dir: path.join(work, 'store') });
  const storePublicUrl = 'http://localhost:3100';
  const app = createHostServer({
    hostDist: path.join(work, 'host-dist'),
    registry: store,
    allowedRemoteOrigins: [storePublicUrl],
    digestSecret: 'kit-test-secret-5d1f9a3c7e2b4d6f8a0c1e3f5b7d9a1c',
    logger: false,
    // Uploads without a token are failed authentications: the tests send more than the per-address limit.
    deployApi: { store, storePublicUrl, limits, tmpRoot, failedAttempts: { max: 10_000 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  const issued = issueToken({ kind: 'remote', remote }, { now: new Date(), createdBy: 'test' });
  await store.control.addToken(issued.record);
  await store.control.addRegistration({
    name: remote,
    route: `/${remote}`,
    title: remote,
    module: './App',
    registeredAt: new Date().toISOString(),
  });
  return {
    url: `http://127.0.0.1:${address.port}`,
    token: issued.token,
    async close() {
      await app.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
