import { withDeadline } from '../../deadline/withDeadline';

/**
 * A file whose bytes are not the ones recorded when its release was deployed. Nothing of it ran: the browser refused
 * the script, or the host refused the manifest before the runtime read it.
 */
export class IntegrityMismatchError extends Error {
  override readonly name = 'IntegrityMismatchError';
  constructor(
    readonly url: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    // No name prefix here: `${error}` (what the federation runtime logs) adds the name itself.
    super(`${url} does not match the integrity recorded at deploy: expected ${expected}, got ${actual}`);
  }
}

/**
 * The Subresource Integrity value (`sha384-<base64>`) of some bytes, as the store records it, or undefined where the
 * page has no `crypto.subtle` (a page that is not a secure context: plain http on another host than localhost).
 */
export async function sriOfBytes(bytes: ArrayBuffer): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = new Uint8Array(await subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

/**
 * Why the browser refused a file it was told to check against `expected`: the browser itself says only "failed", the
 * same as for a network error. The file is fetched again (the HTTP cache usually answers) and hashed here. Resolves
 * with the mismatch, or undefined when the file matches, cannot be fetched within `timeoutMs`, or cannot be hashed;
 * never rejects. Not covered: a server that answers the second request with other bytes than the first.
 */
export async function findIntegrityMismatch(
  url: string,
  expected: string,
  timeoutMs: number,
): Promise<IntegrityMismatchError | undefined> {
  try {
    const bytes = await withDeadline(`Integrity check of ${url}`, timeoutMs, async (signal) => {
      const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', signal });
      return response.ok ? response.arrayBuffer() : undefined;
    });
    const actual = bytes && (await sriOfBytes(bytes));
    return actual && actual !== expected ? new IntegrityMismatchError(url, expected, actual) : undefined;
  } catch {
    return undefined;
  }
}
