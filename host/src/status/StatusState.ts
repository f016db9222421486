import type { PlatformStatus } from '@mfp/shared/status';

/** Why the last fetch of the status document brought nothing to show. */
export type StatusProblem =
  /** 404 (or 401/403): no admin session, or it expired. The server hides the page's existence from everyone else. */
  | { kind: 'signed-out' }
  /** The server answered, but not with a status document; `detail` says how, for the platform team. */
  | { kind: 'bad-answer'; detail: string }
  /** No answer: the server is down or the network is. */
  | { kind: 'unreachable'; detail: string };

export type StatusFetch = { ok: true; status: PlatformStatus } | { ok: false; problem: StatusProblem };

/**
 * What the status page shows: nothing yet, the last document with when it came (and the problem of the latest refresh,
 * when that failed, so stale numbers are never shown as current), or a problem and nothing to show.
 */
export type StatusState =
  | { phase: 'loading' }
  | { phase: 'ready'; status: PlatformStatus; fetchedAt: number; refreshProblem?: StatusProblem }
  | { phase: 'failed'; problem: StatusProblem };

/** The state after a fetch ends at `now`: a failed refresh keeps the data it cannot replace. */
export function nextStatusState(previous: StatusState, fetched: StatusFetch, now: number): StatusState {
  if (fetched.ok) return { phase: 'ready', status: fetched.status, fetchedAt: now };
  if (previous.phase === 'ready' && fetched.problem.kind !== 'signed-out') {
    return { ...previous, refreshProblem: fetched.problem };
  }
  return { phase: 'failed', problem: fetched.problem };
}
