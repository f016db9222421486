/** "just now", "12 s ago", "4 min ago", "3 h ago", "2 d ago": how old something is, from `then` to `now`. */
export function ageOf(then: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - then) / 1_000));
  if (seconds < 2) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** "412 ms", "1.25 s", "38 s": a load time at a precision someone reads. */
export function durationOf(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${(ms / 1_000).toFixed(2)} s`;
  return `${Math.round(ms / 1_000)} s`;
}

/** The reader's medium date and short time, e.g. "26 Nov 2026, 01:12". */
export function dateTimeFormat(locale?: string, timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
