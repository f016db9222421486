import { targetResult } from '../analysis/bootstrap';
import { quantileRatioInterval } from '../analysis/quantileRatioInterval';
import { alternatingOrder, quantile } from '../analysis/stats';
import { assertLoopback } from '../load/assertLoopback';
import { loadAverage } from '../machineInfo';
import type { AnswerTimes, ServerRenderingResults } from '../results/resultsSchema';

/** Issue 32: render time per page, federated in the pool / single bundle in-process, at p50 and at p99. */
const SERVER_COST_CEILING = 1.5;
const REQUESTS = 300;
const WARMUP = 30;

/** A page request as a browser's navigation asks for it, uncompressed: the compression is not the render's cost. */
const HEADERS = { accept: 'text/html', 'accept-encoding': 'identity' };

async function answerMs(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: HEADERS });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: see bench/dist/server.log`);
  return performance.now() - started;
}

const summary = (values: readonly number[]): AnswerTimes => ({
  p50: quantile(values, 0.5),
  p99: quantile(values, 0.99),
  mean: values.reduce((total, value) => total + value, 0) / values.length,
});

export interface ServerCostUrls {
  federated: string;
  singleBundle: string;
  /** Today's page, rendered in the browser: what a page costs the server without a render. */
  clientRendered: string;
}

/**
 * Server cost of a server-rendered page (decision 0067), measured with no browser: the page requested from the bench's
 * process over loopback, one request at a time, the servers taking turns (A B, B A, ...), `WARMUP` unmeasured first
 * (the host's renderer and the sandbox's isolate start on the first), then `REQUESTS` each. The time is the whole
 * answer: the render and the server's own work around it, which both servers share (the client-rendered page's time
 * shows that part).
 */
export async function measureServerCost(
  urls: ServerCostUrls,
  path: string,
  print: (line: string) => void,
): Promise<ServerRenderingResults['serverCost']> {
  const before = loadAverage();
  const target = (origin: string) => assertLoopback(`${origin}${path}`).href;
  const times = { federated: [] as number[], singleBundle: [] as number[], clientRendered: [] as number[] };
  for (const variant of ['federated', 'singleBundle', 'clientRendered'] as const)
    for (let index = 0; index < WARMUP; index++) await answerMs(target(urls[variant]));
  for (const order of alternatingOrder('federated' as const, 'singleBundle' as const, REQUESTS))
    for (const variant of order) times[variant].push(await answerMs(target(urls[variant])));
  for (let index = 0; index < REQUESTS; index++) times.clientRendered.push(await answerMs(target(urls.clientRendered)));
  const ratio = (q: number) => {
    const interval = quantileRatioInterval(times.federated, times.singleBundle, q);
    return {
      interval,
      target: targetResult(interval, { ceiling: SERVER_COST_CEILING }) as NonNullable<ReturnType<typeof targetResult>>,
    };
  };
  const result = {
    method:
      `GET ${path} (accept: text/html, accept-encoding: identity) from the bench's process over loopback, one at a ` +
      `time, the two server-rendered hosts alternating; ${WARMUP} unmeasured first; time to the last byte`,
    requests: REQUESTS,
    warmup: WARMUP,
    federated: summary(times.federated),
    singleBundle: summary(times.singleBundle),
    clientRendered: summary(times.clientRendered),
    ratio: { p50: ratio(0.5), p99: ratio(0.99) },
    loadAverage: { before, after: loadAverage() },
  };
  print(
    `  server cost: federated p50 ${result.federated.p50.toFixed(1)} ms p99 ${result.federated.p99.toFixed(1)} ms, ` +
      `single p50 ${result.singleBundle.p50.toFixed(1)} ms p99 ${result.singleBundle.p99.toFixed(1)} ms`,
  );
  return result;
}
