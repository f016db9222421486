import { DURATION_SECONDS } from '../loadSettings';
import { loadAverage } from '../../machineInfo';
import { pageSlot } from '../ssrHost/pageSlot';
import { SSR_HOST_RENDERING } from '../ssrHost/ssrHostRendering';
import { startSsrHost } from '../ssrHost/startSsrHost';
import { startSsrStore } from '../ssrHost/ssrStore';
import { loopContainmentSchema, type LoopContainmentResult, type WithLooping } from './containmentResult';
import { containmentVerdict } from './containmentVerdict';
import { buildLoopingRemote, deployLoopingRemote, LOOPING_PATH, LOOPING_REMOTE } from './deployLoopingRemote';
import { loadPages } from './loadPages';

/** The other routes: the example remotes' pages, each rendered on the server. */
const OTHER_PATHS = ['/catalog', '/catalog/espresso-cup', '/cart'];
/**
 * Connections on the looping route, one load each: fewer than the render pool has places, then as many (the pool's
 * default, SERVER_RENDER_POOL_SIZE); each holds a place until its render's deadline.
 */
const LOOPING_CONNECTIONS = [1, SSR_HOST_RENDERING.poolSize];
/**
 * Connections on the other routes: enough to keep the render pool busy with a short queue. 100 (the other cases')
 * overflow the sandbox's queue of 32, and most pages then leave their slot to the browser (`sandbox-busy`) in both runs.
 */
const OTHER_CONNECTIONS = 8;
/** Issue 32's figure: the other routes' p99 with the looping remote ≤ 2x their p99 without, 0 errors. */
const CONTAINMENT_CEILING = 2;
const WARM_UP_SECONDS = 3;

/** Waits until the host's registry has the looping remote: its page shows a server render that failed. */
async function waitForLoopingRoute(hostUrl: string): Promise<void> {
  const until = Date.now() + 15_000;
  while ((await pageSlot(`${hostUrl}${LOOPING_PATH}`)).slot?.name !== LOOPING_REMOTE) {
    if (Date.now() > until)
      throw new Error(`${LOOPING_PATH} never showed ${LOOPING_REMOTE}'s slot; see the server log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Containment under load (issue 32): one host server rendering on the server (`startSsrHost`). The other routes are
 * loaded with `OTHER_CONNECTIONS` for `DURATION_SECONDS` without the looping remote in the registry (after an unmeasured
 * warm-up), then the looping remote is deployed and the same load runs again, once for each of `LOOPING_CONNECTIONS`,
 * while that many more ask its looping page, the same time long.
 */
export async function runContainmentCase(print: (line: string) => void): Promise<LoopContainmentResult> {
  const before = loadAverage();
  await buildLoopingRemote((line) => print(`[build] ${line}`));
  const ssr = await startSsrStore();
  try {
    const host = await startSsrHost({ storeDir: ssr.dir, storePublicUrl: ssr.url });
    try {
      const others = { hostUrl: host.url, paths: OTHER_PATHS, connections: OTHER_CONNECTIONS };
      await loadPages({ ...others, durationSeconds: WARM_UP_SECONDS });
      print(
        `[load] ${OTHER_PATHS.join(' ')} without ${LOOPING_REMOTE}: ${OTHER_CONNECTIONS} connections, ${DURATION_SECONDS} s`,
      );
      const without = await loadPages({ ...others, durationSeconds: DURATION_SECONDS });
      await deployLoopingRemote(ssr.store, ssr.url);
      await waitForLoopingRoute(host.url);
      const withLooping: WithLooping[] = [];
      for (const loopingConnections of LOOPING_CONNECTIONS) {
        print(`[load] the same with ${LOOPING_PATH} under ${loopingConnections} more connections`);
        const [withLoop, looping] = await Promise.all([
          loadPages({ ...others, durationSeconds: DURATION_SECONDS }),
          loadPages({
            hostUrl: host.url,
            paths: [LOOPING_PATH],
            connections: loopingConnections,
            durationSeconds: DURATION_SECONDS,
          }),
        ]);
        const verdict = containmentVerdict(without, withLoop, CONTAINMENT_CEILING);
        withLooping.push({ loopingConnections, others: withLoop, looping, ...verdict });
      }
      return loopContainmentSchema.parse({
        loopingRemote: LOOPING_REMOTE,
        durationSeconds: DURATION_SECONDS,
        ...SSR_HOST_RENDERING,
        without,
        withLooping,
        ceiling: CONTAINMENT_CEILING,
        loadAverage: { before, after: loadAverage() },
      });
    } finally {
      await host.stop();
    }
  } finally {
    await ssr.close();
  }
}
