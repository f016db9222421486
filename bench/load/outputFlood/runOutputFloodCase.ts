import { readFileSync } from 'node:fs';
import { setServerRender } from '@mfp/store/releases';
import { BENCH_PATHS } from '../../benchPaths';
import { loadAverage } from '../../machineInfo';
import { buildLoopingRemote, deployLoopingRemote, LOOPING_REMOTE } from '../loopContainment/deployLoopingRemote';
import { sampleRss } from '../peakRss';
import { startSsrHost } from '../ssrHost/startSsrHost';
import { startSsrStore, type SsrStore } from '../ssrHost/ssrStore';
import { pageDataFromHtml } from '@mfp/shared/page';
import { outputFloodSchema, type FloodRun, type OutputFloodResult } from './outputFloodResult';

/** Issue 40's attack: six pages at once of a remote whose server render returns some 40 MiB of HTML each. */
const CONCURRENT_PAGES = 6;
const FLOOD_PATH = '/hostile-server/flood';
const BASELINE_PATH = '/catalog';
/**
 * The hostile remote's deadline for these runs: its one render place (of SERVER_RENDER_POOL_SIZE) serves the six
 * pages one after another, and at the bench's 1 s each after the first would be cut by the deadline, not the output.
 */
const FLOOD_DEADLINE_MS = 20_000;
/** The runs, each in a fresh host server so its peak is its own: no attack, the attack unbounded, then bounded. */
const RUNS = [
  { label: 'no attack (catalog pages)', path: BASELINE_PATH, outputKb: null },
  // SERVER_RENDER_OUTPUT_KB's bound, over the 40 MiB: the page is sent whole, as before the limit existed.
  { label: 'flood, output limit raised to 64 MB', path: FLOOD_PATH, outputKb: 65_536 },
  { label: 'flood, default output limit (4 MB)', path: FLOOD_PATH, outputKb: null },
] as const;

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));
/** The resident set size of `pid` now, in bytes (`VmRSS`; `sampleRss` gives the high-water mark). */
const rssOf = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

interface FloodPage {
  bytes: number;
  /** What the server did in the slot: rendered it, failed (with the digest), or left it to the browser. */
  slot: 'rendered' | 'failed' | 'client-only';
  digest: string | undefined;
}

async function page(url: string): Promise<FloodPage> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const slot = pageDataFromHtml(html)?.serverSlot;
  return { bytes: Buffer.byteLength(html), slot: slot?.status ?? 'client-only', digest: slot?.digest };
}

/** The failure kinds of `digests`, as the host server's `platform-failure` lines in the bench's server log name them. */
function kindsOf(digests: string[]): Record<string, number> {
  const kinds = new Map<string, string>();
  for (const line of readFileSync(BENCH_PATHS.serverLog, 'utf8').split('\n')) {
    if (!line.includes('"platform-failure"')) continue;
    const record = JSON.parse(line) as { digest?: string; kind?: string };
    if (record.digest && record.kind) kinds.set(record.digest, record.kind);
  }
  const counts: Record<string, number> = {};
  for (const digest of digests) {
    const kind = kinds.get(digest) ?? 'unknown';
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

async function floodRun(ssr: SsrStore, run: (typeof RUNS)[number], print: (line: string) => void): Promise<FloodRun> {
  const serverRender = {
    enabled: true,
    deadlineMs: FLOOD_DEADLINE_MS,
    ...(run.outputKb === null ? {} : { outputKb: run.outputKb }),
  };
  await setServerRender(
    ssr.store,
    ssr.url,
    { name: LOOPING_REMOTE, serverRender },
    { now: new Date(), by: 'bench@load' },
  );
  const host = await startSsrHost({ storeDir: ssr.dir, storePublicUrl: ssr.url });
  try {
    await page(`${host.url}${BASELINE_PATH}`);
    await host.collectGarbage();
    await settle();
    const hostRssBefore = rssOf(host.pid);
    print(`[load] ${run.label}: ${CONCURRENT_PAGES} pages of ${run.path} at once`);
    const sampler = sampleRss(host.pid, 20);
    const pages = await Promise.all(Array.from({ length: CONCURRENT_PAGES }, () => page(`${host.url}${run.path}`)));
    const hostRssPeak = sampler.stop();
    // Without a collection: what the pages left resident, as a server under attack holds it until V8 collects.
    const hostRssAfter = rssOf(host.pid);
    const failed = pages.flatMap(({ digest }) => (digest === undefined ? [] : [digest]));
    return {
      label: run.label,
      path: run.path,
      outputKb: run.outputKb,
      pages: pages.length,
      rendered: pages.filter(({ slot }) => slot === 'rendered').length,
      failed: kindsOf(failed),
      pageBytes: pages.reduce((sum, { bytes }) => sum + bytes, 0),
      hostRssBefore,
      hostRssPeak,
      hostRssAfter,
    };
  } finally {
    await host.stop();
  }
}

/**
 * Bounded output under attack (issue 40): a host server rendering on the server (`startSsrHost`) with the browser
 * tests' hostile remote deployed, whose `flood` path renders 40 MiB of HTML. Six pages at once of a catalog page, then
 * of the flood with the remote's output limit raised to the bound (what the host did before the limit), then with the
 * default; each run in a fresh host server, whose resident memory is read before, at its peak and after.
 */
export async function runOutputFloodCase(print: (line: string) => void): Promise<OutputFloodResult> {
  const before = loadAverage();
  await buildLoopingRemote((line) => print(`[build] ${line}`));
  const ssr = await startSsrStore();
  try {
    await deployLoopingRemote(ssr.store, ssr.url);
    const runs: FloodRun[] = [];
    for (const run of RUNS) runs.push(await floodRun(ssr, run, print));
    return outputFloodSchema.parse({
      remote: LOOPING_REMOTE,
      concurrentPages: CONCURRENT_PAGES,
      runs,
      loadAverage: { before, after: loadAverage() },
    });
  } finally {
    await ssr.close();
  }
}
