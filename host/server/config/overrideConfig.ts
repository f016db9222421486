import { DEFAULT_OVERRIDE_ORIGINS, parseOriginPattern } from '@mfp/shared/overrides';

/**
 * Whether pages may plug in a remote with `?mf-override=`, and from where. A tagged union: with overrides off there
 * is no list at all, so nothing can allow an origin by mistake.
 */
export type OverrideSettings = { enabled: false } | { enabled: true; allowedOrigins: string[] };

/**
 * Reads `OVERRIDES` (`off`, the default, or `on`) and `ALLOWED_OVERRIDE_ORIGINS`; throws `fail(message)` when wrong.
 * Off unless asked: while on, the pages' policy lets scripts come from any loopback port (decision 0019), which a
 * server facing users must not allow by accident. `npm run dev`'s host announces overrides on its own.
 */
export function readOverrideSettings(
  overrides: string | undefined,
  extraOrigins: string | undefined,
  fail: (message: string) => Error,
): OverrideSettings {
  if (overrides !== undefined && overrides !== 'on' && overrides !== 'off') {
    throw fail(
      `OVERRIDES=${JSON.stringify(overrides)} must be "on" or "off". Set OVERRIDES=on on a host that remote ` +
        'developers plug their dev servers into, or unset it to keep overrides off, as every production host should.',
    );
  }
  if (overrides !== 'on') {
    if (extraOrigins === undefined) return { enabled: false };
    throw fail(
      `ALLOWED_OVERRIDE_ORIGINS=${JSON.stringify(extraOrigins)} has no effect while overrides are off ` +
        `(${overrides === undefined ? 'OVERRIDES is unset' : 'OVERRIDES=off'}), which refuses every override. ` +
        'Set OVERRIDES=on to ' +
        'allow overrides from these origins, or unset ALLOWED_OVERRIDE_ORIGINS.',
    );
  }
  const extra = (extraOrigins ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const pattern = parseOriginPattern(item);
      if (pattern) return pattern.text;
      throw fail(
        `ALLOWED_OVERRIDE_ORIGINS contains "${item}", which is not an origin pattern: give a comma-separated list of ` +
          'lower-case http(s) origins, each with one port or any port, e.g. ' +
          'ALLOWED_OVERRIDE_ORIGINS=https://dev.example.com,http://10.0.0.5:*. No paths, credentials or wildcard hosts.',
      );
    });
  return { enabled: true, allowedOrigins: [...new Set([...DEFAULT_OVERRIDE_ORIGINS, ...extra])] };
}
