import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FailureReport } from '@mfp/shared/failures';
import type { RegistryEntry } from '@mfp/shared/registry';
import { createFolderStore, openStore, type OpenedStore } from '@mfp/store';
import { issueToken, type TokenScope } from '@mfp/store/control';
import type { FastifyInstance } from 'fastify';
import { createHostServer } from '../../hostServer';
import { captureLog, TEST_DIGEST_SECRET, type CapturedLog } from '../../testing/fixtures';
import type { Fetch } from '../health/releaseHealth';
import type { AnalysisThresholds } from '@mfp/shared/rollouts';
import { testPageView } from '../../pageViews/testing/testPageView';

const STORE_ORIGIN = 'http://localhost:3100';
const SRI = (letter: string) => `sha384-${letter.repeat(64)}`;

/** The catalog as deployed: 1.0.0 by a local deploy, then 1.1.0 over the API from a commit; both published. */
export const CATALOG_ENTRY: RegistryEntry = {
  name: 'catalog',
  title: 'Catalog',
  route: '/catalog',
  entry: `${STORE_ORIGIN}/remotes/catalog/1.1.0/mf-manifest.json`,
  module: './App',
  version: '1.1.0',
  deployedAt: '2026-11-25T10:05:00.000Z',
  integrity: { manifest: SRI('A'), entry: SRI('B') },
  previous: {
    version: '1.0.0',
    entry: `${STORE_ORIGIN}/remotes/catalog/1.0.0/mf-manifest.json`,
    integrity: { manifest: SRI('C'), entry: SRI('D') },
  },
};

/** A remote's render failure, with the token of a page view of its own that named its release (`extra` may differ). */
export function renderFailure(extra: Partial<FailureReport> = {}): FailureReport {
  const report: FailureReport = {
    culprit: 'remote',
    remote: 'catalog',
    version: '1.1.0',
    kind: 'render-failed',
    message: 'Cannot read properties of undefined',
    url: 'http://localhost:3000/catalog',
    ...extra,
  };
  const { remote, version } = report;
  return { pageView: testPageView(remote && version ? { [remote]: version } : {}), ...report };
}

export interface PlatformHarness {
  app: FastifyInstance;
  store: OpenedStore;
  log: CapturedLog;
  /** Issues a token and stores its record, as `npm run tokens -- create` does. */
  token(scope?: TokenScope): Promise<{ token: string; id: string }>;
  /** Another host server on the same store and secret: a second server of the fleet. */
  another(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface PlatformHarnessOptions {
  /** Records elsewhere than the folder (a PostgreSQL URL); the version files stay in the folder. */
  recordsUrl?: string;
  healthFetch?: Fetch;
  failureReportsPerMinute?: number;
  failureReportsGlobalPerMinute?: number;
  trustProxy?: string[];
  failedAttempts?: { max: number; windowMs: number };
  /** Page views per client address that get a token (PAGE_VIEWS_PER_ADDRESS); the default's unless told. */
  pageViewsPerAddress?: number;
  /** The rollout analysis on the harness's store (off unless told), with these settings. */
  rolloutAnalysis?: { tickMs: number; thresholds?: Partial<AnalysisThresholds> };
}

/** A host server with the platform's views over a store in a temporary folder, its catalog deployed twice. */
export async function startPlatform(options: PlatformHarnessOptions = {}): Promise<PlatformHarness> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'mfp-platform-'));
  const hostDist = path.join(work, 'host-dist');
  mkdirSync(hostDist);
  writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>host</title><div id="root"></div>');
  const dir = path.join(work, 'store');
  const store: OpenedStore = options.recordsUrl
    ? openStore({ dir, recordsUrl: { kind: 'postgres', url: options.recordsUrl, location: 'test database' } })
    : {
        ...createFolderStore({ dir }),
        filesUrl: { kind: 'folder', dir },
        recordsUrl: { kind: 'folder', dir },
        close: async () => {},
      };
  const folder = createFolderStore({ dir });
  for (const version of ['1.0.0', '1.1.0'])
    mkdirSync(folder.layout.versionDir('catalog', version), { recursive: true });
  await store.writeReleases({
    remotes: {
      catalog: {
        title: 'Catalog',
        route: '/catalog',
        module: './App',
        live: '1.1.0',
        history: [
          {
            action: 'deploy',
            version: '1.0.0',
            at: '2026-11-25T10:00:00.000Z',
            contentHash: 'h1',
            user: 'ana',
            host: 'b',
          },
          {
            action: 'deploy',
            version: '1.1.0',
            at: '2026-11-25T10:05:00.000Z',
            contentHash: 'h2',
            user: 'tok_catalogcatalogca',
            host: 'host-1',
            tokenId: 'tok_catalogcatalogca',
            commit: 'abc1234',
          },
        ],
        hashes: {},
      },
    },
  });
  await store.writeRegistry({ remotes: [CATALOG_ENTRY] });
  await store.control.addRegistration({
    name: 'reviews',
    route: '/reviews',
    title: 'Reviews',
    module: './App',
    registeredAt: '2026-11-25T09:00:00.000Z',
  });
  const log = captureLog();
  const make = () =>
    createHostServer({
      hostDist,
      registry: store,
      allowedRemoteOrigins: [STORE_ORIGIN],
      digestSecret: TEST_DIGEST_SECRET,
      failureReportsPerMinute: options.failureReportsPerMinute,
      failureReportsGlobalPerMinute: options.failureReportsGlobalPerMinute,
      trustProxy: options.trustProxy,
      logger: { stream: log, level: 'debug' },
      platform: {
        store,
        healthCheckIntervalMs: 60 * 60_000,
        healthFetch: options.healthFetch ?? (async () => new Response('{}', { status: 200 })),
        // The status API writes what is pending before it reads: tests need no timer.
        flushIntervalMs: 60 * 60_000,
        ...(options.failedAttempts && { failedAttempts: options.failedAttempts }),
        ...(options.pageViewsPerAddress && { pageViewsPerAddress: options.pageViewsPerAddress }),
      },
      ...(options.rolloutAnalysis && {
        rolloutAnalysis: { store, storePublicUrl: STORE_ORIGIN, ...options.rolloutAnalysis },
      }),
    });
  const app = make();
  await app.ready();
  const others: FastifyInstance[] = [];
  return {
    app,
    store,
    log,
    async token(scope = { kind: 'admin' }) {
      const issued = issueToken(scope, { now: new Date(), createdBy: 'test' });
      await store.control.addToken(issued.record);
      return { token: issued.token, id: issued.record.id };
    },
    async another() {
      const other = make();
      others.push(other);
      await other.ready();
      return other;
    },
    async close() {
      await Promise.all([app, ...others].map((server) => server.close()));
      await store.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
