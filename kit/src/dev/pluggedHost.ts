import { OVERRIDE_PARAM, originMatches, parseOriginPattern } from '@mfp/shared/overrides';
import { originOf } from '@mfp/shared/origins';
import { pageDataFromHtml } from '@mfp/shared/page';

/** The host page that plugs the remote in: its route, with the override parameter. */
export function pluggedHostUrl(host: string, route: string, name: string, manifestUrl: string): string {
  const url = new URL(route, host);
  url.searchParams.append(OVERRIDE_PARAM, `${name}=${manifestUrl}`);
  return url.href;
}

const CHECK_TIMEOUT_MS = 5_000;

/**
 * Asks the host whether it answers and whether it will take this override, reading the page data of its home page,
 * which is what the page itself goes by. Returns one line to print; never throws, because the host may simply be
 * started later.
 */
export async function checkHost(host: string, manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  let response: Response;
  let html: string;
  try {
    response = await fetchImpl(new URL('/', host), {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    html = await response.text();
  } catch (error) {
    return `⚠ The host at ${host} does not answer (${(error as Error).message}). Start it (OVERRIDES=on npm start) or check --host; the URL above works once it answers.`;
  }
  if (!response.ok)
    return `⚠ The host at ${host} answers its home page with HTTP ${response.status}: is it an MFP host?`;
  const page = pageDataFromHtml(html);
  if (!page) return `⚠ The host at ${host} answers, but its page carries no page data: is it an MFP host?`;
  if (!page.overrideOrigins) {
    return `⚠ The host at ${host} answers, but has overrides off: it will ignore the override. Start its server with OVERRIDES=on (e.g. OVERRIDES=on npm start).`;
  }
  const header = page.overrideOrigins.join(', ');
  const manifestOrigin = originOf(manifestUrl) ?? manifestUrl;
  const allowed = page.overrideOrigins.flatMap((origin) => parseOriginPattern(origin.trim()) ?? []);
  if (!allowed.some((pattern) => originMatches(new URL(manifestUrl), pattern))) {
    return (
      `⚠ The host at ${host} answers, but does not allow overrides from ${manifestOrigin} ` +
      `(allowed: ${header}); add it to ALLOWED_OVERRIDE_ORIGINS on that host's server.`
    );
  }
  return `✓ The host at ${host} answers and allows overrides from ${manifestOrigin}.`;
}
