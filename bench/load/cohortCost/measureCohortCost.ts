import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createHostServer, type StoredRegistry } from '@mfp/host-server';
import type { RegistryDocument, StoredRegistryDocument } from '@mfp/shared/registry';

/** Pages per half of a pair, and pairs: enough for a steady per-page time on a busy two-core machine. */
const PAGES = 2_000;
const PAIRS = 9;
const COHORTS = Array.from({ length: 1_000 }, () => randomBytes(16).toString('base64url'));
const ORIGIN = 'http://localhost:3100';

/** What the cohort costs a page (decision 0076): per-page time with a 50% rollout and a cookie / without a rollout. */
export interface CohortCost {
  pages: number;
  pairs: number;
  plainMsPerPage: number;
  rolloutMsPerPage: number;
  /** Median of the pairs' ratios, rollout / plain. */
  ratio: number;
}

const entry = (name: string, version: string) => ({
  name,
  title: name,
  route: `/${name}`,
  entry: `${ORIGIN}/remotes/${name}/${version}/mf-manifest.json`,
  module: './App',
  version,
});

function storedRegistry(document: RegistryDocument | StoredRegistryDocument): StoredRegistry {
  const bytes = Buffer.from(JSON.stringify(document));
  return {
    readRegistry: () => Promise.resolve({ kind: 'found', bytes, revision: 'r1' }),
    registryRevision: () => Promise.resolve('r1'),
    watchRegistry: () => Promise.resolve({ close: () => Promise.resolve() }),
  };
}

async function msPerPage(registry: StoredRegistry, hostDist: string, withCookie: boolean): Promise<number> {
  const app = createHostServer({
    hostDist,
    registry,
    allowedRemoteOrigins: [ORIGIN],
    digestSecret: 'x'.repeat(32),
    logger: false,
  });
  await app.ready();
  try {
    // Warm: the page of each variant rendered and cached, as on a server that has run for a while.
    for (const cohort of COHORTS.slice(0, 50))
      await app.inject({ url: '/catalog', headers: { accept: 'text/html', cookie: `mfp-cohort=${cohort}` } });
    const started = performance.now();
    for (let index = 0; index < PAGES; index++) {
      const cookie = withCookie ? { cookie: `mfp-cohort=${COHORTS[index % COHORTS.length]}` } : {};
      const response = await app.inject({ url: '/catalog', headers: { accept: 'text/html', ...cookie } });
      if (response.statusCode !== 200) throw new Error(`the bench host answered ${response.statusCode}`);
    }
    return (performance.now() - started) / PAGES;
  } finally {
    await app.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * A host page from the host server's page cache (SERVER_RENDERING=off: what the cohort adds, not the render), asked
 * in process with `inject`, alternating A B, B A per pair: catalog and cart, plain; and the same with catalog at a
 * 50% rollout, each request with one of 1,000 cohorts. The ratio is the extra cost per page of reading the cookie,
 * hashing the bucket and looking up the visitor's variant.
 */
export async function measureCohortCost(print: (line: string) => void = () => {}): Promise<CohortCost> {
  print('[load] the cohort: host pages with a 50% rollout and a cookie against the same registry without rollout');
  const hostDist = await mkdtemp(path.join(os.tmpdir(), 'mfp-cohort-bench-'));
  await writeFile(path.join(hostDist, 'index.html'), '<!doctype html><title>MFP Shop</title><div id="root"></div>');
  const plain = storedRegistry({ remotes: [entry('catalog', '1.0.0'), entry('cart', '1.0.0')] });
  const release = { version: '2.0.0', entry: `${ORIGIN}/remotes/catalog/2.0.0/mf-manifest.json` };
  const rollout = storedRegistry({
    remotes: [{ ...entry('catalog', '1.0.0'), rollout: { share: 50, release } }, entry('cart', '1.0.0')],
  });
  try {
    const plainTimes: number[] = [];
    const rolloutTimes: number[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const order = pair % 2 === 0 ? (['plain', 'rollout'] as const) : (['rollout', 'plain'] as const);
      for (const variant of order)
        if (variant === 'plain') plainTimes.push(await msPerPage(plain, hostDist, false));
        else rolloutTimes.push(await msPerPage(rollout, hostDist, true));
    }
    return {
      pages: PAGES,
      pairs: PAIRS,
      plainMsPerPage: median(plainTimes),
      rolloutMsPerPage: median(rolloutTimes),
      ratio: median(rolloutTimes.map((time, index) => time / plainTimes[index]!)),
    };
  } finally {
    await rm(hostDist, { recursive: true, force: true });
  }
}
