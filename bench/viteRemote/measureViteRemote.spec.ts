import { test, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { OVERRIDE_PARAM } from '@mfp/shared/overrides';
import { E2E_PATHS } from '../../e2e/support/e2ePaths';
import { FIXTURE_OPTIONS } from '../../e2e/support/fixtureOrigins';
import { fixtureManifestUrl, fixtureRoute } from '../../e2e/support/fixtureRegistry';
import { quantile } from '../analysis/stats';
import { writeResults } from '../results/writeResults';

/**
 * The cost of checking a Vite remote in production (decision 0055): the same app (`e2e/fixtures/foreign-app`) built
 * with the contract's webpack block (`fx_foreign_ok`) and its Vite block (`fx_vite_ok`), served by the fault server
 * (no fault), loaded cold in the browser tests' host. Three variants, in rotating order within each round: webpack
 * (checked by the registry's integrity), Vite checked (every module preloaded with its integrity), and Vite unchecked
 * (an override, development only: what the Vite remote costs without the check). Per variant: the requests to the
 * remote's folder, their bytes as served and at gzip -9, and the time until its heading is in the page, in ms since
 * the navigation began (a MutationObserver's `performance.now()`). Writes bench/results/vite-remote.json; prints a table.
 * BENCH_VITE_ROUNDS sets the rounds (default 9).
 */
const ROUNDS = Number(process.env.BENCH_VITE_ROUNDS ?? 9);
const CASES = [
  { id: 'cold-0ms', latencyMs: 0 },
  { id: 'cold-40ms', latencyMs: 40 },
  { id: 'cold-40ms-10mbit', latencyMs: 40, megabitsPerSecond: 10 },
] as const;

interface Variant {
  id: 'webpack' | 'vite-checked' | 'vite-unchecked';
  remote: string;
  url: string;
}

const viteManifest = fixtureManifestUrl(FIXTURE_OPTIONS.faultOrigin, 'fx_vite_ok', 'v1');
const VARIANTS: readonly Variant[] = [
  { id: 'webpack', remote: 'fx_foreign_ok', url: fixtureRoute('fx_foreign_ok') },
  { id: 'vite-checked', remote: 'fx_vite_ok', url: fixtureRoute('fx_vite_ok') },
  {
    id: 'vite-unchecked',
    remote: 'fx_vite_ok',
    url: `${fixtureRoute('fx_vite_ok')}?${OVERRIDE_PARAM}=${encodeURIComponent(`fx_vite_ok=${viteManifest}`)}`,
  },
];

interface Visit {
  requests: number;
  bytes: number;
  gzipBytes: number;
  contentMs: number;
}

const gzipSizes = new Map<string, number>();
/** gzip -9 of a served fixture file, from the fixtures folder the fault server serves. */
function gzipOf(url: string): number {
  const file = path.join(E2E_PATHS.fixturesDir, ...new URL(url).pathname.split('/').filter(Boolean));
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file)!;
}

async function visit(browser: Browser, variant: Variant, network: (typeof CASES)[number]): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const throughput = 'megabitsPerSecond' in network ? (network.megabitsPerSecond * 1_000_000) / 8 : -1;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: throughput,
    uploadThroughput: throughput,
  });
  // A string: this file is compiled for Node, without the DOM's types.
  const heading = `section[data-remote="${variant.remote}"] [data-testid="foreign-ok"] h2`;
  await page.addInitScript({
    content:
      `new MutationObserver((_, observer) => { if (!document.querySelector(${JSON.stringify(heading)})) return; ` +
      `window.contentAt = performance.now(); observer.disconnect(); })` +
      `.observe(document, { childList: true, subtree: true });`,
  });
  const files: { url: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().includes(`/${variant.remote}/`)) return;
    void request.sizes().then((sizes) => files.push({ url: request.url(), bytes: sizes.responseBodySize }));
  });
  await page.goto(variant.url);
  await page.waitForFunction(() => (globalThis as unknown as { contentAt?: number }).contentAt !== undefined);
  await page.waitForLoadState('networkidle');
  const contentMs = (await page.evaluate(() => (globalThis as unknown as { contentAt?: number }).contentAt)) ?? NaN;
  await context.close();
  return {
    requests: files.length,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + gzipOf(file.url), 0),
    contentMs,
  };
}

test('the Vite remote, checked and unchecked, against the webpack remote of the same app', async ({ browser }) => {
  const results: Record<string, Record<string, Visit & { runs: number[] }>> = {};
  for (const network of CASES) {
    const visits = new Map<Variant['id'], Visit[]>(VARIANTS.map(({ id }) => [id, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      // Rotating order: no variant always runs first, on a colder server or a busier machine.
      for (let index = 0; index < VARIANTS.length; index += 1) {
        const variant = VARIANTS[(round + index) % VARIANTS.length]!;
        visits.get(variant.id)!.push(await visit(browser, variant, network));
      }
    }
    results[network.id] = Object.fromEntries(
      [...visits].map(([id, runs]) => {
        const [first] = runs;
        const contentMs = runs.map((run) => run.contentMs);
        return [id, { ...first!, contentMs: quantile(contentMs, 0.5), runs: contentMs.map(Math.round) }];
      }),
    );
  }
  const lines = Object.entries(results).flatMap(([network, variants]) => {
    const { webpack, 'vite-checked': checked, 'vite-unchecked': unchecked } = variants;
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    return [
      `${network}: ` +
        Object.entries(variants)
          .map(([id, v]) => `${id} ${v.requests} req ${v.bytes} B (${v.gzipBytes} B gzip) ${v.contentMs.toFixed(0)} ms`)
          .join(' | '),
      `  vite-checked / webpack: requests ${ratio(checked!.requests, webpack!.requests)}, bytes ` +
        `${ratio(checked!.bytes, webpack!.bytes)}, gzip ${ratio(checked!.gzipBytes, webpack!.gzipBytes)}, time to ` +
        `content ${ratio(checked!.contentMs, webpack!.contentMs)}; vite-checked / vite-unchecked: requests ` +
        `${ratio(checked!.requests, unchecked!.requests)}, gzip ${ratio(checked!.gzipBytes, unchecked!.gzipBytes)}, ` +
        `time ${ratio(checked!.contentMs, unchecked!.contentMs)}`,
    ];
  });
  console.log(lines.join('\n'));
  const out = path.join(__dirname, '..', 'results', 'vite-remote.json');
  await writeResults(out, { date: new Date().toISOString(), rounds: ROUNDS, results });
});
