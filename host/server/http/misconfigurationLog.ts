/** How often one kind of misconfiguration is written to the log at most. */
export const MISCONFIGURATION_LOG_INTERVAL_MS = 60_000;

/**
 * Whether a line about a misconfiguration (the host not built, the registry missing) should be written now: the first
 * time, then at most once per interval per event. Every request to a misconfigured server meets the same problem, and
 * one line a minute tells the platform team as much as one per request, without letting anyone fill the log.
 */
export function createMisconfigurationLog(
  intervalMs = MISCONFIGURATION_LOG_INTERVAL_MS,
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
