import { originOf } from '@mfp/shared/origins';

/**
 * Why an entry URL may not be loaded, or undefined when its origin is allowed. The page's Content-Security-Policy
 * would block the remote's scripts anyway; skipping the entry here says why, instead of a failure that does not.
 */
export function disallowedOriginProblem(entry: string, allowedOrigins: readonly string[]): string | undefined {
  const origin = originOf(entry);
  if (origin === undefined) return 'entry: must be an absolute http(s) URL';
  if (allowedOrigins.includes(origin)) return undefined;
  const allowed = allowedOrigins.length > 0 ? allowedOrigins.join(', ') : 'none: the page lists no allowed origins';
  return (
    `entry origin ${origin} is not an allowed remote origin (allowed: ${allowed}); ` +
    'add it to ALLOWED_REMOTE_ORIGINS on the host server'
  );
}
