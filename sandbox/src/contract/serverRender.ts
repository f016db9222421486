import { SERVER_RENDER_FAILURE_KINDS } from '@mfp/shared/failures';
import { MAX_API_ORIGINS } from '@mfp/shared/registry';
import { z } from 'zod';

/** Why a server render failed: one of the catalogue's own kinds, which the host reports as they are. */
const serverRenderFailureKindSchema = z.enum(SERVER_RENDER_FAILURE_KINDS);

/** The bounds a request must stay inside, so one caller's mistake cannot flood the render process. */
const MAX_CODE_CHARS = 16 * 1024 * 1024;
const MAX_DEADLINE_MS = 120_000;
const MAX_MEMORY_MB = 2048;
/** The most HTML a render may be allowed to return (64 MB, SERVER_RENDER_OUTPUT_KB's own bound); at least 1 KB. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export const serverRenderRequestSchema = z.object({
  remote: z.string().min(1).max(200),
  version: z.string().min(1).max(200),
  code: z.string().max(MAX_CODE_CHARS),
  codeId: z.string().min(1).max(200),
  route: z.string().startsWith('/').max(2000),
  url: z.string().startsWith('/').max(8000),
  deadlineMs: z.number().int().positive().max(MAX_DEADLINE_MS),
  memoryMb: z.number().int().min(8).max(MAX_MEMORY_MB),
  /** UTF-8 bytes of HTML the render may return; the render process fails it once it has counted more (decision 0084). */
  outputBytes: z.number().int().min(1024).max(MAX_OUTPUT_BYTES),
  /**
   * The remote's own API origins (its registry settings, decision 0093), which its loader and render may fetch beside
   * the sandbox's `allowedFetchOrigins`; no other remote's.
   */
  fetchOrigins: z.array(z.string().max(300)).max(MAX_API_ORIGINS).optional(),
  /** `page` (the default): the loader, then the render. `data`: the loader alone, for a client navigation. */
  part: z.enum(['page', 'data']).optional(),
});
export type ServerRenderRequest = z.infer<typeof serverRenderRequestSchema>;

/** The head elements a render's dropped, listed at most this many (the last entry may count the rest). */
export const MAX_DROPPED_LISTED = 16;

/**
 * One head element (or run of them) the render process dropped, and why: tag and attribute names, and only the values
 * that say what it is (`rel`, `name`, `property`, `http-equiv`), truncated. Never `content` or `href`: they are data.
 */
const droppedHeadElementSchema = z.object({ element: z.string().max(200), reason: z.string().max(200) });
export type DroppedHeadElement = z.infer<typeof droppedHeadElementSchema>;

export const serverRenderResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('rendered'),
    html: z.string(),
    head: z.string(),
    notFound: z.boolean(),
    /** What the head allow-list left out (docs/remote-contract.md); absent when nothing was. */
    dropped: z.array(droppedHeadElementSchema).max(MAX_DROPPED_LISTED).optional(),
    /** The loader's result as JSON text; absent when the module exports no loader. */
    data: z.string().optional(),
    renderMs: z.number(),
  }),
  /** A `data` request's answer: the loader's JSON text, absent when the module exports no loader. */
  z.object({ status: z.literal('loaded'), data: z.string().optional(), renderMs: z.number() }),
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
