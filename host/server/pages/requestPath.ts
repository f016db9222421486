/** The path of a request as the browser's router will see it: dot segments resolved, as a URL parser resolves them. */
export function pathnameOf(url: string): string {
  try {
    return new URL(url, 'http://host.invalid').pathname;
  } catch {
    return '/';
  }
}
