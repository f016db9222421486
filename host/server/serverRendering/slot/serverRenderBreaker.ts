import type { ServerRenderFailureKind } from '@mfp/shared/failures';

/**
 * Failures that hold a render place until the deadline or take the render process or the isolate with them. Output
 * over its limit is one (decision 0084): React has built all of it in the isolate by the time the first byte is
 * counted, and the isolate is discarded, so each try costs the whole render and a fresh isolate.
 */
const OVERRUNS: ReadonlySet<ServerRenderFailureKind> = new Set([
  'server-render-timed-out',
  'server-memory-exceeded',
  'server-output-exceeded',
  'sandbox-crashed',
]);
/** Overruns in a row before a release is rendered in the browser only for a while. */
const OVERRUNS_TO_SUSPEND = 3;
const FIRST_SUSPENSION_MS = 10_000;
const LONGEST_SUSPENSION_MS = 5 * 60_000;
/** Releases (and paths) remembered; the least recently overrunning is forgotten first. */
const MAX_RELEASES = 256;

interface ReleaseRecord {
  overruns: number;
  suspendedUntil: number;
  /** How long the next suspension lasts: doubled each time a release overruns again once it is tried. */
  nextSuspensionMs: number;
}

/** What a render's outcome changed: the release is now suspended for `forMs`. */
export interface Suspension {
  overruns: number;
  forMs: number;
}

/**
 * Suspends a release's server rendering after it overran its deadline, memory or output three times in a row, for
 * 10 s, then twice as long each time it overruns again once tried (up to 5 minutes); a render that finishes ends it
 * (decision 0062). A remote that loops then stops costing a render place and a deadline per page: its pages go to the browser at
 * once. Keyed by the caller: the server build's integrity and the page's path, so the next deploy starts afresh.
 *
 * Not covered: failures that end fast (a throw, a refused capability): they hold no place for long.
 */
export class ServerRenderBreaker {
  private readonly releases = new Map<string, ReleaseRecord>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Whether the release may be rendered on the server now. */
  allows(release: string): boolean {
    const record = this.releases.get(release);
    return record === undefined || this.now() >= record.suspendedUntil;
  }

  /** Records a render's outcome: the failure's kind, or undefined for a render that finished. */
  record(release: string, failure: ServerRenderFailureKind | undefined): Suspension | undefined {
    if (failure === undefined || !OVERRUNS.has(failure)) {
      if (failure === undefined) this.releases.delete(release);
      return undefined;
    }
    const record = this.releases.get(release) ?? {
      overruns: 0,
      suspendedUntil: 0,
      nextSuspensionMs: FIRST_SUSPENSION_MS,
    };
    this.releases.delete(release);
    this.releases.set(release, record);
    if (this.releases.size > MAX_RELEASES) this.releases.delete(this.releases.keys().next().value!);
    record.overruns += 1;
    // Once suspended, one overrun of the trial render suspends it again.
    const tried = record.suspendedUntil > 0;
    if (!tried && record.overruns < OVERRUNS_TO_SUSPEND) return undefined;
    const forMs = record.nextSuspensionMs;
    record.suspendedUntil = this.now() + forMs;
    record.nextSuspensionMs = Math.min(forMs * 2, LONGEST_SUSPENSION_MS);
    return { overruns: record.overruns, forMs };
  }
}
