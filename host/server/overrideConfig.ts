import { DEFAULT_OVERRIDE_ORIGINS, parseOriginPattern } from '@mfp/shared/overrides';

/**
 * Whether pages may plug in a remote with `?mf-override=`, and from where. A tagged union: with overrides off there
 * is no list at all, so nothing can allow an origin by mistake.
 */
export type OverrideSettings = { enabled: false } | { enabled: true; allowedOrigins: string[] };

/** The origins a page may load overrides from, for the CSP and the registry header: none when overrides are off. */
export function overrideOrigins(settings: OverrideSettings): string[] {
  return settings.enabled ? settings.allowedOrigins : [];
}

/** Reads `OVERRIDES` (`on`, the default, or `off`) and `ALLOWED_OVERRIDE_ORIGINS`; throws `fail(message)` when wrong. */
export function readOverrideSettings(
  overrides: string | undefined,
  extraOrigins: string | undefined,
  fail: (message: string) => Error,
): OverrideSettings {
  if (overrides !== undefined && overrides !== 'on' && overrides !== 'off') {
    throw fail(`OVERRIDES="${overrides}" must be "on" or "off". Production deployments set OVERRIDES=off.`);
  }
  if (overrides === 'off') {
    if (extraOrigins === undefined) return { enabled: false };
    throw fail(
      `ALLOWED_OVERRIDE_ORIGINS="${extraOrigins}" has no effect with OVERRIDES=off, which refuses every override. ` +
        'Unset ALLOWED_OVERRIDE_ORIGINS, or set OVERRIDES=on.',
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
