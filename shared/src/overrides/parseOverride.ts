import { REMOTE_NAME_RULE } from '../registry/remoteName';
import { remoteNameSchema } from '../registry/registrySchema';
import { originMatches, type OriginPattern } from './originPattern';

/** Longer values are refused unread: an override is a name and a URL, never a document. */
export const MAX_OVERRIDE_LENGTH = 2_000;

export type ParsedOverride =
  { ok: true; name: string; manifestUrl: string } | { ok: false; reason: string; name?: string };

/** Printable ASCII only: no spaces, control characters or look-alike Unicode anywhere in the value. */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

/** The origins, for a reason shown to whoever tried: where overrides may come from, and how to add one. */
const allowedList = (allowed: readonly OriginPattern[]) =>
  allowed.length > 0 ? allowed.map((pattern) => pattern.text).join(', ') : 'none';

function parseUrl(text: string, allowed: readonly OriginPattern[]): { url: string } | { reason: string } {
  if (!text.startsWith('http://') && !text.startsWith('https://')) {
    return { reason: 'the manifest URL must start with http:// or https://' };
  }
  const authority = text.slice(text.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@')) return { reason: 'the manifest URL must not carry credentials (an @ before the host)' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { reason: 'the manifest URL is not a valid URL' };
  }
  // What the browser would request must be exactly what was written: percent-encoded or unusual hosts, backslashes
  // and dot segments are rewritten by the URL parser, which is how a look-alike value smuggles in another host.
  if (url.href !== text) return { reason: `the manifest URL is not in plain form (a browser reads it as ${url.href})` };
  if (!allowed.some((pattern) => originMatches(url, pattern))) {
    return {
      reason:
        `origin ${url.origin} is not allowed for overrides (allowed: ${allowedList(allowed)}); ` +
        'the host server adds origins with ALLOWED_OVERRIDE_ORIGINS',
    };
  }
  return { url: url.href };
}

/**
 * Reads one `mf-override` value, `<name>=<manifest URL>`, and decides whether it may be used: a valid remote name, and
 * an http(s) URL, in plain form, without credentials, on an allowed origin. Anything else is refused with the reason.
 * This is a cross-site-scripting guard: a refused value must never be requested.
 * Not covered: whether the manifest exists or the remote is compatible; the host's loader checks that, as for any
 * remote.
 */
export function parseOverride(value: string, allowed: readonly OriginPattern[]): ParsedOverride {
  if (value.length > MAX_OVERRIDE_LENGTH) return { ok: false, reason: `longer than ${MAX_OVERRIDE_LENGTH} characters` };
  if (!PRINTABLE_ASCII.test(value)) {
    return { ok: false, reason: 'only printable ASCII is allowed (no spaces, control or non-ASCII characters)' };
  }
  const separator = value.indexOf('=');
  if (separator < 0) return { ok: false, reason: 'must be <remote name>=<manifest URL>' };
  const name = value.slice(0, separator);
  if (!remoteNameSchema.safeParse(name).success) {
    return { ok: false, reason: `the remote name must be ${REMOTE_NAME_RULE}` };
  }
  const parsed = parseUrl(value.slice(separator + 1), allowed);
  return 'reason' in parsed ? { ok: false, name, reason: parsed.reason } : { ok: true, name, manifestUrl: parsed.url };
}
