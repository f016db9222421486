/** An origin an override may load from: a scheme and a host, and one port or any port (`*`). */
export interface OriginPattern {
  protocol: 'http:' | 'https:';
  /** Lower-case host name or IPv4 address; never a wildcard: `*.example.com` is not a pattern. */
  hostname: string;
  /** `*` for any port; otherwise the port as the URL API spells it (`''` for the scheme's default). */
  port: string;
  /** The pattern as written canonically, which is also valid Content-Security-Policy source syntax. */
  text: string;
}

const PATTERN = /^(https?):\/\/([a-z0-9.-]+)(?::(\*|\d{1,5}))?$/;

/**
 * Reads `http://localhost:*`, `http://127.0.0.1:3001` or `https://dev.example.com`; undefined for anything else
 * (paths, credentials, wildcard hosts, upper case, IPv6). Strict on purpose: the result decides where a page may
 * load scripts from.
 */
export function parseOriginPattern(text: string): OriginPattern | undefined {
  const match = PATTERN.exec(text);
  if (!match) return undefined;
  const [, scheme, hostname, port = ''] = match as unknown as [string, 'http' | 'https', string, string | undefined];
  if (hostname.startsWith('.') || hostname.endsWith('.') || hostname.includes('..')) return undefined;
  if (port !== '*' && port !== '' && Number(port) > 65_535) return undefined;
  let url: URL;
  try {
    url = new URL(`${scheme}://${hostname}${port && port !== '*' ? `:${port}` : ''}`);
  } catch {
    return undefined;
  }
  // The URL API must read the host exactly as written: no IDNA or IPv4 rewriting (`0x7f.1` is 127.0.0.1).
  if (url.hostname !== hostname) return undefined;
  const canonicalPort = port === '*' ? '*' : url.port;
  return {
    protocol: url.protocol as OriginPattern['protocol'],
    hostname,
    port: canonicalPort,
    text: `${url.protocol}//${hostname}${canonicalPort ? `:${canonicalPort}` : ''}`,
  };
}

/** Whether a parsed URL's origin is one the pattern allows: same scheme, same host, and its port or any. */
export function originMatches(url: URL, pattern: OriginPattern): boolean {
  return (
    url.protocol === pattern.protocol &&
    url.hostname === pattern.hostname &&
    (pattern.port === '*' || url.port === pattern.port)
  );
}
