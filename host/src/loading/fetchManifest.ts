/** A manifest answer that is not 2xx. Without this check a JSON 404 body would pass as a (bad) manifest. */
export class ManifestHttpError extends Error {
  override readonly name = 'ManifestHttpError';
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    // No name prefix here: `${error}` (what the federation runtime logs) adds the name itself.
    super(`HTTP ${status} for ${url}`);
  }
}

/**
 * Fetches a remote's manifest, body included, within `timeoutMs`. The federation runtime's own fetch has no timeout,
 * and a fresh AbortController per call means one hung remote never cancels another's request. The body is read here,
 * under the timer, because a server can send its headers and then stall.
 */
export async function fetchManifest(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Manifest request timed out after ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, cache: 'no-cache' });
    if (!response.ok) throw new ManifestHttpError(url, response.status);
    const body = await response.text();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } finally {
    clearTimeout(timer);
  }
}
