import { readFileSync } from 'node:fs';
import { createRenderSandbox, type ServerRenderRequest } from '@mfp/sandbox';
import { CATALOG_SCRIPT } from './catalogScript';
import { inProcessRenderer } from './inProcessRenderer';

/*
 * `npx tsx bench/sandbox/main.ts [renders]`: the server-render sandbox's figures for decision 0062, as ratios of one
 * run on this machine: a catalog-like render in the sandbox (round trip, and the time inside the render process) over
 * the same render in a plain vm context of this process; the first render of a code (a new isolate) over a warm one;
 * the render process's resident memory per warm isolate. Prints one JSON object.
 */

const RENDERS = Number(process.argv[2] ?? 300);
const WARM_ISOLATES = 8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]!;

function request(code: string, codeId: string): ServerRenderRequest {
  return {
    remote: 'catalog',
    version: '1.0.0',
    code,
    codeId,
    route: '/catalog',
    url: '/catalog',
    deadlineMs: 5000,
    memoryMb: 128,
    outputBytes: 4096 * 1024,
  };
}

/** The render process is this process's only child (`unshare` execs node in place, so the pid is the same). */
function renderProcessRssKb(): number {
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/);
  const status = readFileSync(`/proc/${children.at(-1)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
}

async function main() {
  const sandbox = createRenderSandbox({ poolSize: 2, allowedFetchOrigins: [], log: () => undefined });
  const inProcess = await inProcessRenderer(CATALOG_SCRIPT);
  const expected = await inProcess('/catalog', '/catalog', 'catalog');
  const first = await sandbox.render(request(CATALOG_SCRIPT, 'catalog'));
  if (first.status !== 'rendered' || first.head + first.html !== expected) throw new Error('the two renders differ');

  const sandboxMs: number[] = [];
  const insideMs: number[] = [];
  const inProcessMs: number[] = [];
  // Alternating, so that machine noise falls on both sides alike.
  for (let i = 0; i < RENDERS; i++) {
    let started = performance.now();
    const result = await sandbox.render(request(CATALOG_SCRIPT, 'catalog'));
    sandboxMs.push(performance.now() - started);
    insideMs.push(result.renderMs);
    started = performance.now();
    await inProcess('/catalog', '/catalog', 'catalog');
    inProcessMs.push(performance.now() - started);
  }

  const rssBefore = renderProcessRssKb();
  const coldMs: number[] = [];
  for (let i = 0; i < WARM_ISOLATES; i++) {
    const started = performance.now();
    await sandbox.render(request(CATALOG_SCRIPT, `catalog-${i}`));
    coldMs.push(performance.now() - started);
  }
  const rssAfter = renderProcessRssKb();
  await sandbox.close();

  const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
  console.log(
    JSON.stringify(
      {
        node: process.version,
        renders: RENDERS,
        outputChars: expected.length,
        sandboxMs: { p50: median(sandboxMs), p99: p99(sandboxMs) },
        insideRenderProcessMs: { p50: median(insideMs), p99: p99(insideMs) },
        inProcessMs: { p50: median(inProcessMs), p99: p99(inProcessMs) },
        ratioSandboxToInProcess: {
          p50: ratio(median(sandboxMs), median(inProcessMs)),
          p99: ratio(p99(sandboxMs), p99(inProcessMs)),
        },
        ratioInsideToInProcess: ratio(median(insideMs), median(inProcessMs)),
        firstRenderOfACodeMs: median(coldMs),
        ratioFirstRenderToWarm: ratio(median(coldMs), median(sandboxMs)),
        renderProcessRssMbPerWarmIsolate: Number(((rssAfter - rssBefore) / 1024 / WARM_ISOLATES).toFixed(1)),
        renderProcessRssMb: Number((rssAfter / 1024).toFixed(1)),
      },
      null,
      2,
    ),
  );
}

void main();
