import { createHash } from 'node:crypto';
import { fromAllowedOrigin } from '@mfp/shared/origins';
import type { RemoteHealth } from '@mfp/shared/status';
import type { ReleaseToCheck } from './releasesToCheck';

/** HEALTH_CHECK_INTERVAL_MS's default. */
export const DEFAULT_HEALTH_CHECK_INTERVAL_MS = 30_000;
/** One manifest's fetch, body included, may take this long before it counts as unreachable. */
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;
/** A manifest is a few KB; one larger than this is not one. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

export type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

async function boundedBody(response: Response): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > MAX_MANIFEST_BYTES) {
      await reader.cancel();
      throw new Error(`larger than ${MAX_MANIFEST_BYTES} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
}

/**
 * Whether `release` (a live one, or a rollout's) loads from where browsers load it: its manifest answers from the registry's URL
 * (STORE_PUBLIC_URL's origin: the CDN when there is one) within the timeout, and its bytes match the integrity recorded
 * at deploy. A problem says what failed in a few words, without the response's body.
 */
export async function checkReleaseHealth(
  release: Pick<ReleaseToCheck, 'entry' | 'integrity'>,
  {
    fetch,
    timeoutMs,
    now,
    allowedOrigins,
  }: { fetch: Fetch; timeoutMs: number; now: () => Date; allowedOrigins?: readonly string[] },
): Promise<RemoteHealth> {
  const unhealthy = (problem: string): RemoteHealth => ({
    state: 'unhealthy',
    checkedAt: now().toISOString(),
    problem,
  });
  // The server fetches only where browsers may load from: a tampered registry cannot point it at an internal address.
  if (allowedOrigins && !fromAllowedOrigin(release.entry, allowedOrigins))
    return unhealthy('the manifest is not on an allowed origin (ALLOWED_REMOTE_ORIGINS), so it was not fetched');
  if (!release.integrity) return unhealthy('the registry records no integrity for this release');
  const signal = AbortSignal.timeout(timeoutMs);
  let body: Buffer;
  try {
    const response = await fetch(release.entry, { signal });
    if (!response.ok) {
      await response.body?.cancel();
      return unhealthy(`the manifest answered HTTP ${response.status}`);
    }
    body = await boundedBody(response);
  } catch (error) {
    if (signal.aborted) return unhealthy(`the manifest did not arrive within ${timeoutMs} ms`);
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const why = [cause?.code, cause?.message, (error as Error).message].find((text) => typeof text === 'string');
    return unhealthy(`the manifest is unreachable (${String(why)})`);
  }
  const integrity = `sha384-${createHash('sha384').update(body).digest('base64')}`;
  if (integrity !== release.integrity.manifest)
    return unhealthy('the manifest does not match the integrity recorded at deploy');
  return { state: 'healthy', checkedAt: now().toISOString() };
}
