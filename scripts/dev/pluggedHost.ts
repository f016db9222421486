import {
  ALLOWED_OVERRIDE_ORIGINS_HEADER,
  OVERRIDE_PARAM,
  originMatches,
  parseOriginPattern,
} from '@mfp/shared/overrides';
import { REGISTRY_PATH } from '@mfp/shared/registry';

/** The host page that plugs the remote in: its route, with the override parameter. */
export function pluggedHostUrl(host: string, route: string, name: string, manifestUrl: string): string {
  const url = new URL(route, host);
  url.searchParams.append(OVERRIDE_PARAM, `${name}=${manifestUrl}`);
  return url.href;
}

const CHECK_TIMEOUT_MS = 5_000;

/**
 * Asks the host whether it answers and whether it will take this override, reading the header its registry comes
 * with. Returns one line to print; never throws, because the host may simply be started later.
 */
export async function checkHost(host: string, manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(new URL(REGISTRY_PATH, host), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  } catch (error) {
    return `⚠ The host at ${host} does not answer (${(error as Error).message}). Start it (OVERRIDES=on npm start) or check --host; the URL above works once it answers.`;
  }
  if (!response.ok)
    return `⚠ The host at ${host} answers ${REGISTRY_PATH} with HTTP ${response.status}: is it an MFP host?`;
  const header = response.headers.get(ALLOWED_OVERRIDE_ORIGINS_HEADER);
  if (header === null) {
    return `⚠ The host at ${host} answers, but has overrides off: it will ignore the override. Start its server with OVERRIDES=on (e.g. OVERRIDES=on npm start).`;
  }
  const allowed = header.split(',').flatMap((origin) => parseOriginPattern(origin.trim()) ?? []);
  if (!allowed.some((pattern) => originMatches(new URL(manifestUrl), pattern))) {
    return (
      `⚠ The host at ${host} answers, but does not allow overrides from ${new URL(manifestUrl).origin} ` +
      `(allowed: ${header}); add it to ALLOWED_OVERRIDE_ORIGINS on that host's server.`
    );
  }
  return `✓ The host at ${host} answers and allows overrides from ${new URL(manifestUrl).origin}.`;
}
