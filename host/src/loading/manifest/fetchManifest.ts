import { withDeadline } from '../../deadline/withDeadline';

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
 * Fetches a remote's manifest, body included, within `timeoutMs`: the federation runtime's own fetch has no timeout.
 * The body is read under the deadline too, because a server can send its headers and then stall. The browser's cache
 * is used as the server's headers say: a manifest lives in an immutable version folder, and a deploy changes the
 * registry (always revalidated), not the manifest under a URL.
 */
export function fetchManifest(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  return withDeadline(`Manifest request for ${url}`, timeoutMs, async (signal) => {
    const response = await fetch(url, { ...init, signal });
    if (!response.ok) throw new ManifestHttpError(url, response.status);
    const body = await response.text();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  });
}
