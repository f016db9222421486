/** How often one event's line is written at most. */
export const LOG_THROTTLE_INTERVAL_MS = 60_000;

/**
 * Whether a line about an event that any request can cause again (the host not built, the registry missing, the
 * token records down, a count that failed) should be written now: the first time, then at most once per interval per
 * event. One line a minute tells the platform team as much as one per request, without letting anyone fill the log.
 */
export function createLogThrottle(
  intervalMs = LOG_THROTTLE_INTERVAL_MS,
  now: () => number = Date.now,
): (event: string) => boolean {
  const lastWritten = new Map<string, number>();
  return (event) => {
    const time = now();
    const last = lastWritten.get(event);
    if (last !== undefined && time - last < intervalMs) return false;
    lastWritten.set(event, time);
    return true;
  };
}
