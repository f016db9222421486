import { z } from 'zod';

/** Why a server render failed: the host maps each kind to a failure code and leaves the slot to the browser. */
export const SERVER_RENDER_FAILURE_KINDS = [
  /** The remote's code threw or rejected, or `./App` was missing. */
  'render-failed',
  /** The deadline passed before the stream was complete (a loop, a promise that never settles). */
  'render-timed-out',
  /** The isolate hit its `memoryMb` and was disposed. */
  'memory-exceeded',
  /** The remote reached for a capability it is not given: a disallowed fetch, `process`, `require`, `import()`. */
  'sandbox-refusal',
  /** The render process or isolated-vm could not start here (no usable Node, runtime not installed). */
  'sandbox-unavailable',
  /** The render process died while this render was in it (another remote may have crashed it). */
  'sandbox-crashed',
  /** More renders were waiting than the sandbox accepts: the slot goes to the browser at once. */
  'sandbox-busy',
] as const;

const serverRenderFailureKindSchema = z.enum(SERVER_RENDER_FAILURE_KINDS);
export type ServerRenderFailureKind = z.infer<typeof serverRenderFailureKindSchema>;

/** The bounds a request must stay inside, so one caller's mistake cannot flood the render process. */
const MAX_CODE_CHARS = 16 * 1024 * 1024;
const MAX_DEADLINE_MS = 120_000;
const MAX_MEMORY_MB = 2048;

export const serverRenderRequestSchema = z.object({
  remote: z.string().min(1).max(200),
  version: z.string().min(1).max(200),
  code: z.string().max(MAX_CODE_CHARS),
  codeId: z.string().min(1).max(200),
  route: z.string().startsWith('/').max(2000),
  url: z.string().startsWith('/').max(8000),
  deadlineMs: z.number().int().positive().max(MAX_DEADLINE_MS),
  memoryMb: z.number().int().min(8).max(MAX_MEMORY_MB),
});
export type ServerRenderRequest = z.infer<typeof serverRenderRequestSchema>;

export const serverRenderResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('rendered'),
    html: z.string(),
    head: z.string(),
    notFound: z.boolean(),
    renderMs: z.number(),
  }),
  z.object({
    status: z.literal('failed'),
    kind: serverRenderFailureKindSchema,
    message: z.string(),
    renderMs: z.number(),
  }),
]);
export type ServerRenderResult = z.infer<typeof serverRenderResultSchema>;

export interface RenderSandbox {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
  close(): Promise<void>;
}

export interface RenderSandboxOptions {
  /** Renders that run at once (one isolate each). */
  poolSize: number;
  /** Exact origins (`https://api.example.com`) the remote's `fetch` may reach through the host. */
  allowedFetchOrigins: readonly string[];
  /** One JSON object per event: the process's start, its containment, a remote's console, a crash. */
  log: (line: object) => void;
}
