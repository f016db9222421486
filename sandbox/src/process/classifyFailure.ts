import type { ServerRenderFailureKind } from '@mfp/shared/failures';

/** What the host side saw while the render ran, which outranks whatever error the isolate's call ended with. */
export interface RenderOutcome {
  timedOut: boolean;
  refusal: string | undefined;
}

/** Names a remote reaches for when it wants Node's capabilities: absent by construction, reported as refusals. */
const NODE_CAPABILITY =
  /^(?:process|require|module|exports|Buffer|global|__dirname|__filename|Deno|Bun) is not defined/;
const MEMORY = /memory limit|Array buffer allocation failed/i;
/** isolated-vm's `timeout` on a synchronous call can fire before the deadline's own timer, which is set just before. */
const SYNC_TIMEOUT = /^Script execution timed out/;
const MAX_MESSAGE = 2000;

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (typeof error === 'object' && error !== null && 'message' in error)
    return { name: String((error as { name?: unknown }).name ?? 'Error'), message: String(error.message) };
  return { name: 'Error', message: String(error) };
}

export function classifyFailure(
  outcome: RenderOutcome,
  error: unknown,
  deadlineMs: number,
): { kind: ServerRenderFailureKind; message: string } {
  const { name, message } = describe(error);
  const said = `${name}: ${message}`.slice(0, MAX_MESSAGE);
  if (outcome.timedOut || SYNC_TIMEOUT.test(message))
    return { kind: 'server-render-timed-out', message: `not complete within its ${deadlineMs} ms deadline` };
  if (outcome.refusal) return { kind: 'sandbox-refusal', message: outcome.refusal };
  if (MEMORY.test(message)) return { kind: 'server-memory-exceeded', message: said };
  if (name === 'ReferenceError' && NODE_CAPABILITY.test(message))
    return {
      kind: 'sandbox-refusal',
      message: `the server code used Node's ${message.split(' ')[0]}, which it is not given`,
    };
  if (/^Not supported/.test(message))
    return { kind: 'sandbox-refusal', message: `the server code tried a dynamic import(), which it is not given` };
  return { kind: 'server-render-failed', message: said };
}
