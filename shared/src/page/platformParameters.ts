import { OVERRIDE_PARAM } from '../overrides/overrideHttp';
import { PREVIEW_PARAM } from '../registry/previewParam';

/**
 * Query parameters are the platform's when they start with `mfp-` (the preview link's `mfp-preview` today, any later
 * one tomorrow) or are Module Federation's override list (`mf-override`). A remote never sees them on the server: a
 * preview link is a bearer credential, and a warm isolate's module state would show it to the next visitor of the live
 * release (issue 40).
 */
const PLATFORM_PREFIX = 'mfp-';
const PLATFORM_NAMES: ReadonlySet<string> = new Set([PREVIEW_PARAM, OVERRIDE_PARAM]);

function nameOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export const isPlatformParameter = (name: string): boolean =>
  PLATFORM_NAMES.has(name) || name.startsWith(PLATFORM_PREFIX);

/**
 * The path and query with every platform parameter taken out. The other parameters stay as they were sent, byte for
 * byte and in order, so a remote reads the query its links made; a query left empty goes with its `?`.
 *
 * Not covered: a fragment, which never reaches a server.
 */
export function withoutPlatformParameters(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isPlatformParameter(nameOf(pair)));
  return kept.length > 0 ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}
