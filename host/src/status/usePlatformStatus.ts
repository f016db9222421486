import { useEffect, useState } from 'react';
import { fetchPlatformStatus } from './fetchPlatformStatus';
import { nextStatusState, type StatusFetch, type StatusState } from './StatusState';

/** How often the page fetches the document again: the server's counts move within seconds of a report. */
export const STATUS_REFRESH_MS = 10_000;

export interface PlatformStatusOptions {
  fetchStatus?: (signal: AbortSignal) => Promise<StatusFetch>;
  refreshMs?: number;
  now?: () => number;
}

/** Module-level, so that the effect below does not start again on every render. */
const fetchFromServer = (signal: AbortSignal) => fetchPlatformStatus(fetch, signal);

/**
 * The status document, fetched now and again every `refreshMs` after each fetch ends (a slow server never gets two at
 * once). Stops when the page unmounts. Signed out, it stops asking until the page is reloaded after signing in.
 */
export function usePlatformStatus({
  fetchStatus = fetchFromServer,
  refreshMs = STATUS_REFRESH_MS,
  now = Date.now,
}: PlatformStatusOptions = {}): StatusState {
  const [state, setState] = useState<StatusState>({ phase: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      const fetched = await fetchStatus(controller.signal);
      if (controller.signal.aborted) return;
      setState((previous) => nextStatusState(previous, fetched, now()));
      if (fetched.ok || fetched.problem.kind !== 'signed-out') timer = setTimeout(() => void run(), refreshMs);
    };
    void run();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [fetchStatus, refreshMs, now]);
  return state;
}

/** The current time, moved every `everyMs`, for "updated 12 s ago". */
export function useNow(everyMs = 1_000, now: () => number = Date.now): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, now]);
  return time;
}
