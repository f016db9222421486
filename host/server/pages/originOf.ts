/** The origin of an absolute URL, or '' for anything else, which then matches no allowed origin. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
