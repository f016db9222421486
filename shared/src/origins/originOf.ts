/**
 * The origin of an absolute http(s) URL, or undefined for anything else (a relative URL, another scheme, not a URL).
 * Registry entries are compared by it with the allowed origins, which `parseOrigin` wrote in the same spelling.
 */
export function originOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
}

/** Whether an absolute http(s) URL comes from one of the allowed origins; anything else comes from none. */
export function fromAllowedOrigin(url: string, allowedOrigins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== undefined && allowedOrigins.includes(origin);
}
