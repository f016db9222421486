import { ALLOWED_OVERRIDE_ORIGINS_HEADER } from '@mfp/shared/overrides';
import { ALLOWED_REMOTE_ORIGINS_HEADER } from '@mfp/shared/registry';

const splitList = (header: string) =>
  header
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/**
 * The origins the host server allows remotes to be loaded from, as its `GET /registry.json` answer lists them.
 * Undefined when the header is missing (an older server): no restriction then.
 */
export function readAllowedOrigins(headers: Pick<Headers, 'get'>): string[] | undefined {
  const header = headers.get(ALLOWED_REMOTE_ORIGINS_HEADER);
  if (header === null) return undefined;
  return splitList(header);
}

/**
 * The origin patterns overrides may load from, as the host server's `GET /registry.json` answer lists them.
 * Undefined when the header is missing: overrides are off (`OVERRIDES=off`, or a server that predates them).
 */
export function readAllowedOverrideOrigins(headers: Pick<Headers, 'get'>): string[] | undefined {
  const header = headers.get(ALLOWED_OVERRIDE_ORIGINS_HEADER);
  return header === null ? undefined : splitList(header);
}

/**
 * Why an entry URL may not be loaded, or undefined when its origin is allowed. The page's Content-Security-Policy
 * would block the remote's scripts anyway; skipping the entry here says why, instead of a failure that does not.
 */
export function disallowedOriginProblem(entry: string, allowedOrigins: readonly string[]): string | undefined {
  let origin: string;
  try {
    origin = new URL(entry).origin;
  } catch {
    return 'entry: must be an absolute http(s) URL';
  }
  if (allowedOrigins.includes(origin)) return undefined;
  const allowed = allowedOrigins.length > 0 ? allowedOrigins.join(', ') : 'none';
  return (
    `entry origin ${origin} is not an allowed remote origin (allowed: ${allowed}); ` +
    'add it to ALLOWED_REMOTE_ORIGINS on the host server'
  );
}
