import { logEvent } from '@mfp/shared/logs';
import {
  serverRenderRequestSchema,
  type RenderSandbox,
  type RenderSandboxOptions,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '../contract/serverRender';
import { buildRenderBundles } from '../build/buildRenderBundles';
import { findRenderNode } from './renderNode';
import { renderCommand } from './renderCommand';
import { RenderProcess } from './renderProcess';
import { remoteFetch } from './remoteFetch';
import { RenderPlaces } from './renderPlaces';

/** Renders waiting for a free place, per place in the pool, before new ones are turned away as `sandbox-busy`; each waits
 * no longer than its deadline, so the queue bounds memory, and the deadline the wait. */
const QUEUE_PER_SLOT = 64;
/** Less of its deadline than this left once a place frees, and a render is not started. */
const MIN_RENDER_MS = 25;
/** After a failed start, renders fail at once for this long instead of each paying for another attempt. */
const RETRY_START_AFTER_MS = 10_000;

const failed = (kind: 'sandbox-unavailable' | 'sandbox-busy', message: string): ServerRenderResult => ({
  status: 'failed',
  kind,
  message,
  renderMs: 0,
});

/**
 * The contained server render (docs/decisions/0062-server-render-sandbox.md): a supervised render process, started on
 * the first render and again after it dies, holding warm isolates. At most `poolSize` renders are in it at once, and
 * one remote never holds every place (`RenderPlaces`); more wait in a bounded queue. Where the process cannot start, every render fails as `sandbox-unavailable` and says why.
 */
export function createRenderSandbox(options: RenderSandboxOptions): RenderSandbox {
  const poolSize = Math.max(1, Math.floor(options.poolSize));
  const places = new RenderPlaces(poolSize, poolSize * QUEUE_PER_SLOT);
  let current: Promise<RenderProcess> | undefined;
  let unavailable: { reason: string; until: number } | undefined;
  let closed = false;

  async function start(): Promise<RenderProcess> {
    const node = findRenderNode();
    if (node.status === 'missing') throw new Error(node.reason);
    const command = renderCommand(node.path, await buildRenderBundles(), poolSize * 4);
    const child = new RenderProcess(command, {
      log: options.log,
      fetch: (ask) => remoteFetch(ask, options.allowedFetchOrigins),
      exited: (ended) => {
        if (current) void current.then((now) => now === ended && (current = undefined)).catch(() => undefined);
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

  async function renderProcess(): Promise<RenderProcess | string> {
    if (unavailable && performance.now() < unavailable.until) return unavailable.reason;
    current ??= start();
    try {
      return await current;
    } catch (error) {
      current = undefined;
      const reason = `server rendering is unavailable: ${error instanceof Error ? error.message : String(error)}. Set SERVER_RENDERING=off to render remotes in the browser only.`;
      unavailable = { reason, until: performance.now() + RETRY_START_AFTER_MS };
      options.log({ ...logEvent('sandbox-unavailable'), reason });
      return reason;
    }
  }

  async function run(request: ServerRenderRequest): Promise<ServerRenderResult> {
    const child = await renderProcess();
    if (typeof child === 'string') return failed('sandbox-unavailable', child);
    return child.render(request);
  }

  return {
    async render(request) {
      const checked = serverRenderRequestSchema.safeParse(request);
      if (!checked.success)
        return { status: 'failed', kind: 'server-render-failed', message: checked.error.message, renderMs: 0 };
      if (closed) return failed('sandbox-unavailable', 'the render sandbox is closed');
      const queued = performance.now();
      const place = await places.acquire(checked.data.remote, checked.data.deadlineMs);
      if (place.status === 'busy') return failed('sandbox-busy', place.reason);
      // The deadline is the page's: time spent waiting for a place comes out of it. Too little left to render in is the
      // pool's doing, not the remote's, and is said so.
      const left = Math.floor(checked.data.deadlineMs - (performance.now() - queued));
      if (left < MIN_RENDER_MS) {
        place.release();
        return failed('sandbox-busy', `a render place freed with ${left} ms of its deadline left`);
      }
      try {
        return await run({ ...checked.data, deadlineMs: left });
      } finally {
        place.release();
      }
    },
    async close() {
      closed = true;
      const child = await current?.catch(() => undefined);
      child?.stop();
    },
  };
}
