import { isIP } from 'node:net';
import { UserFacingError } from '@mfp/settings/command';

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1';
  return false;
}

/**
 * Refuses a load-test target that is not on this machine's loopback interface: `npm run load` opens 100 connections
 * for 10 s, which must never reach someone else's server. Names other than `localhost` are refused rather than
 * resolved, since a name can resolve anywhere.
 */
export function assertLoopback(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UserFacingError(`Load target "${url}" is not a URL.`);
  }
  if (parsed.protocol !== 'http:' || !isLoopbackHost(parsed.hostname)) {
    throw new UserFacingError(
      `Load target ${url} is not an http URL on the loopback interface: npm run load only sends traffic to ` +
        '127.0.0.0/8, ::1 or localhost. Point it at a server on this machine.',
    );
  }
  return parsed;
}
