import type { FetchAnswer, FetchAsk } from '../process/messages';

const MAX_BODY_BYTES = 5 * 1024 * 1024;
const MAX_FETCH_MS = 10_000;
const MAX_HEADERS = 50;

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

async function readBounded(response: Response): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  // A reader rather than `for await`: the DOM's typings of ReadableStream (the browser tests' project) have no iterator.
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader?.cancel();
      throw new Error(`the answer is larger than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/**
 * A remote's `fetch`, run by the host: only to the exact origins allowed (anything else is a refusal, and no request
 * leaves), no redirects followed (a redirect could lead elsewhere), bounded in time and size, answered with copies.
 */
export async function remoteFetch(ask: FetchAsk, allowedOrigins: readonly string[]): Promise<FetchAnswer> {
  const origin = originOf(ask.url);
  if (!origin || !allowedOrigins.includes(origin)) {
    return {
      ok: false,
      refused: true,
      message:
        `fetch of ${String(ask.url).slice(0, 200)} refused: its origin is neither one of the remote's API origins ` +
        '(npm run remotes -- api-origins) nor in SERVER_RENDER_FETCH_ORIGINS',
    };
  }
  const left = Math.min(MAX_FETCH_MS, Math.max(1, Number(ask.timeoutMs) || 1));
  try {
    const response = await fetch(ask.url, {
      method: ask.method,
      headers: Array.isArray(ask.headers) ? ask.headers.slice(0, MAX_HEADERS) : [],
      body: ask.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(left),
    });
    const body = await readBounded(response);
    return {
      ok: true,
      status: response.status,
      statusText: response.statusText,
      url: ask.url,
      headers: [...response.headers].slice(0, MAX_HEADERS),
      body,
    };
  } catch (error) {
    return { ok: false, refused: false, message: error instanceof Error ? error.message : String(error) };
  }
}
