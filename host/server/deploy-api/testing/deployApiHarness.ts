import { writeReleaseFolder, realManifest } from '@mfp/deploy/testing';
import { createFolderStore, type FolderStore } from '@mfp/store';
import { issueToken, type TokenScope } from '@mfp/store/control';
import { REMOTES_FOLDER } from '@mfp/store/folder';
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHostServer } from '../../hostServer';
import { captureLog, TEST_DIGEST_SECRET, type CapturedLog } from '../../testing/fixtures';
import type { DeployApiOptions, DeployApiStore } from '../deployApiOptions';
import { tarGzOf, type TestEntry } from '../upload/testing/tarArchives';

export const TEST_STORE_ORIGIN = 'http://localhost:3100';

/** A host server with the deploy API on a real port, over a folder store in a temporary folder. */
export interface DeployApiHarness {
  url: string;
  app: FastifyInstance;
  /** The folder store in the temporary folder. */
  store: FolderStore;
  /** The store the API works on: `store`, or what the `store` option made of it. */
  served: DeployApiStore;
  /** Where uploads are unpacked: empty between requests. */
  tmpRoot: string;
  log: CapturedLog;
  /** Issues a token and stores its record, as `npm run tokens -- create` does. */
  token(scope: TokenScope, options?: { expiresAt?: Date }): Promise<{ token: string; id: string }>;
  /** Registers a remote, as `npm run remotes -- add` does. */
  register(name: string): Promise<void>;
  close(): Promise<void>;
}

export async function startDeployApi(
  options: {
    store?: (folder: FolderStore) => DeployApiStore;
    api?: Partial<DeployApiOptions>;
    /** How often the server polls the registry's revision; 20 ms unless told. */
    registryMaxStalenessMs?: number;
    /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client; none unless told. */
    trustProxy?: string[];
  } = {},
): Promise<DeployApiHarness> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'mfp-deploy-api-'));
  const tmpRoot = path.join(work, 'tmp');
  mkdirSync(tmpRoot);
  const folder = createFolderStore({ dir: path.join(work, 'store') });
  const store = options.store?.(folder) ?? folder;
  const log = captureLog();
  const app = createHostServer({
    hostDist: path.join(work, 'host-dist'),
    registry: store,
    // The registry a deploy switches shows within this: tests wait for it.
    registryMaxStalenessMs: options.registryMaxStalenessMs ?? 20,
    allowedRemoteOrigins: [TEST_STORE_ORIGIN],
    digestSecret: TEST_DIGEST_SECRET,
    trustProxy: options.trustProxy,
    logger: { stream: log, level: 'debug' },
    deployApi: { store, storePublicUrl: TEST_STORE_ORIGIN, limits: SMALL_LIMITS, tmpRoot, ...options.api },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    store: folder,
    served: store,
    tmpRoot,
    log,
    async token(scope, { expiresAt } = {}) {
      const issued = issueToken(scope, { now: new Date(), expiresAt, createdBy: 'test' });
      await store.control.addToken(issued.record);
      return { token: issued.token, id: issued.record.id };
    },
    async register(name) {
      const registeredAt = new Date().toISOString();
      await store.control.addRegistration({ name, route: `/${name}`, title: name, module: './App', registeredAt });
    },
    async close() {
      await app.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The registry entry of `remote` the server serves, once it names `version` (it polls the store's revision). */
export async function servedEntry(url: string, remote: string, version: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${url}/registry.json`);
    if (response.ok) {
      const registry = (await response.json()) as { remotes: { name: string; version: string; entry: string }[] };
      const entry = registry.remotes.find((candidate) => candidate.name === remote);
      if (entry?.version === version || Date.now() > deadline) return entry;
    } else if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Limits small enough for tests to cross. */
const SMALL_LIMITS = { maxFiles: 50, maxBytes: 1024 * 1024, idleMs: 1000 };

function filesOf(dir: string): TestEntry[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { name: path.relative(dir, full).split(path.sep).join('/'), content: readFileSync(full) };
    });
}

/**
 * A gzipped tar of a release of `remote` as a build leaves it (the catalog's real manifest named after `remote`, and
 * its files; see `writeReleaseFolder`), with `extra` files added or changed and `without` left out.
 */
export async function releaseArchive(
  remote: string,
  { extra = {}, without = [] }: { extra?: Record<string, string>; without?: string[] } = {},
): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-release-'));
  try {
    writeReleaseFolder(dir, { ...realManifest('catalog'), name: remote }, { extra, without });
    return await tarGzOf(filesOf(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a refused request must leave as it was: the registry, the releases, the version folders, the upload folder. */
export function storeSnapshot(harness: DeployApiHarness) {
  const { layout } = harness.store;
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  const remotesDir = path.join(layout.dir, REMOTES_FOLDER);
  return {
    registry: read(layout.registryFile),
    releases: read(layout.releasesFile),
    versions: existsSync(remotesDir) ? readdirSync(remotesDir, { recursive: true }).map(String).sort() : [],
    tmp: readdirSync(harness.tmpRoot),
  };
}
