import type { ServerRenderFailureKind } from '@mfp/shared/failures';

/** What the host side saw while the render ran, which outranks whatever error the isolate's call ended with. */
export interface RenderOutcome {
  timedOut: boolean;
  refusal: string | undefined;
  /** The render's HTML went over its output limit, as the render process counted it (decision 0084). */
  outputExceeded?: { remote: string; limitBytes: number };
  /** Whether the loader or the render was running (decision 0093): a loader's failures have kinds of their own. */
  phase: 'load' | 'render';
  /** The last fetch of the loader that got no answer: why. */
  dataUnreachable?: string;
  /** The last fetch of the loader that its API answered outside 2xx: the status and the URL's origin and path. */
  dataStatus?: string;
}

/** Names a remote reaches for when it wants Node's capabilities: absent by construction, reported as refusals. */
const NODE_CAPABILITY =
  /^(?:process|require|module|exports|Buffer|global|__dirname|__filename|Deno|Bun) is not defined/;
const MEMORY = /memory limit|Array buffer allocation failed/i;
/** isolated-vm's `timeout` on a synchronous call can fire before the deadline's own timer, which is set just before. */
const SYNC_TIMEOUT = /^Script execution timed out/;
const MAX_MESSAGE = 2000;

/** The limit as the settings give it (KB) where it is whole KB, and the setting and the command that raise it. */
function outputExceededMessage({ remote, limitBytes }: { remote: string; limitBytes: number }): string {
  const limit = limitBytes % 1024 === 0 ? `${limitBytes / 1024} KB` : `${limitBytes} bytes`;
  return (
    `returned more than ${limit} of HTML, its output limit, and was stopped there. The host's ` +
    `SERVER_RENDER_OUTPUT_KB raises it for every remote, \`npm run remotes -- server-render ${remote} on ` +
    `--output-kb <n>\` for ${remote} alone`
  );
}

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (typeof error === 'object' && error !== null && 'message' in error)
    return { name: String((error as { name?: unknown }).name ?? 'Error'), message: String(error.message) };
  return { name: 'Error', message: String(error) };
}

/** A loader's own failure, told by what its API did: answered outside 2xx, did not answer, or answered fine. */
function loaderFailure(outcome: RenderOutcome, said: string): { kind: ServerRenderFailureKind; message: string } {
  if (outcome.dataStatus)
    return {
      kind: 'server-data-status',
      message: `its API answered ${outcome.dataStatus}; the loader then failed: ${said}`,
    };
  if (outcome.dataUnreachable)
    return {
      kind: 'server-data-unreachable',
      message: `its API did not answer (${outcome.dataUnreachable}); the loader then failed: ${said}`,
    };
  return { kind: 'server-data-failed', message: `its loader failed: ${said}` };
}

export function classifyFailure(
  outcome: RenderOutcome,
  error: unknown,
  deadlineMs: number,
): { kind: ServerRenderFailureKind; message: string } {
  const { name, message } = describe(error);
  const said = `${name}: ${message}`.slice(0, MAX_MESSAGE);
  // Counted outside the isolate and the cause of its disposal: whatever the isolate's call then ended with follows it.
  if (outcome.outputExceeded)
    return { kind: 'server-output-exceeded', message: outputExceededMessage(outcome.outputExceeded) };
  const loading = outcome.phase === 'load';
  if (outcome.timedOut || SYNC_TIMEOUT.test(message))
    return loading
      ? { kind: 'server-data-timed-out', message: `its loader had not settled within its ${deadlineMs} ms deadline` }
      : { kind: 'server-render-timed-out', message: `not complete within its ${deadlineMs} ms deadline` };
  if (outcome.refusal) return { kind: 'sandbox-refusal', message: outcome.refusal };
  if (MEMORY.test(message)) return { kind: 'server-memory-exceeded', message: said };
  if (loading) return loaderFailure(outcome, said);
  if (name === 'ReferenceError' && NODE_CAPABILITY.test(message))
    return {
      kind: 'sandbox-refusal',
      message: `the server code used Node's ${message.split(' ')[0]}, which it is not given`,
    };
  if (/^Not supported/.test(message))
    return { kind: 'sandbox-refusal', message: `the server code tried a dynamic import(), which it is not given` };
  return { kind: 'server-render-failed', message: said };
}
