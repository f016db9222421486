import { logEvent } from '@mfp/shared/logs';
import type { RenderSandboxOptions } from '../contract/serverRender';
import { buildRenderBundles } from '../build/buildRenderBundles';
import { findRenderNode } from './renderNode';
import { renderCommand } from './renderCommand';
import { RenderProcess } from './renderProcess';
import { remoteFetch } from './remoteFetch';

/** After a failed start, renders fail at once for this long instead of each paying for another attempt. */
const RETRY_START_AFTER_MS = 10_000;

/** The render process as the sandbox sees it: the running one, or why there is none; and its stop. */
export interface SupervisedRenderProcess {
  /** The running process, started on first use and again after it died; or, when it cannot start, why. */
  current(): Promise<RenderProcess | string>;
  stop(): Promise<void>;
}

/**
 * One render process for `poolSize` places (decision 0062): started on the first render and again after it dies.
 * A failed start is said once in the log and answered for RETRY_START_AFTER_MS, so a host without the runtime does not
 * try again on every page.
 */
export function superviseRenderProcess(options: RenderSandboxOptions, poolSize: number): SupervisedRenderProcess {
  let running: Promise<RenderProcess> | undefined;
  let unavailable: { reason: string; until: number } | undefined;

  async function start(): Promise<RenderProcess> {
    const node = findRenderNode();
    if (node.status === 'missing') throw new Error(node.reason);
    const command = renderCommand(node.path, await buildRenderBundles(), poolSize * 4);
    const child = new RenderProcess(command, {
      log: options.log,
      fetch: (ask) => remoteFetch(ask, [...options.allowedFetchOrigins, ...ask.fetchOrigins]),
      exited: (ended) => {
        if (running) void running.then((now) => now === ended && (running = undefined)).catch(() => undefined);
      },
    });
    const ready = await child.ready;
    options.log({
      ...logEvent('sandbox-started'),
      node: ready.node,
      nodeSource: node.source,
      permission: 'on',
      network: command.network === 'cut' ? 'cut (unshare -rn)' : 'open: unshare -rn is not available here',
    });
    return child;
  }

  return {
    async current() {
      if (unavailable && performance.now() < unavailable.until) return unavailable.reason;
      running ??= start();
      try {
        return await running;
      } catch (error) {
        running = undefined;
        const reason = `server rendering is unavailable: ${error instanceof Error ? error.message : String(error)}. Set SERVER_RENDERING=off to render remotes in the browser only.`;
        unavailable = { reason, until: performance.now() + RETRY_START_AFTER_MS };
        options.log({ ...logEvent('sandbox-unavailable'), reason });
        return reason;
      }
    },
    async stop() {
      const child = await running?.catch(() => undefined);
      child?.stop();
    },
  };
}
