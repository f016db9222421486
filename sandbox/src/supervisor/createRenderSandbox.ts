import {
  serverRenderRequestSchema,
  type RenderSandbox,
  type RenderSandboxOptions,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '../contract/serverRender';
import { RenderPlaces } from './renderPlaces';
import { superviseRenderProcess } from './superviseRenderProcess';

/** Renders waiting for a free place, per place in the pool, before new ones are turned away as `sandbox-busy`; each waits
 * no longer than its deadline, so the queue bounds memory, and the deadline the wait. */
const QUEUE_PER_SLOT = 64;
/** Less of its deadline than this left once a place frees, and a render is not started. */
const MIN_RENDER_MS = 25;

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
  const renderProcess = superviseRenderProcess(options, poolSize);
  let closed = false;

  async function run(request: ServerRenderRequest): Promise<ServerRenderResult> {
    const child = await renderProcess.current();
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
      await renderProcess.stop();
    },
  };
}
