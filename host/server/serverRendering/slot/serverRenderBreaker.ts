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
/** Overruns in a row of one page of a release before that page is rendered in the browser only for a while. */
const PAGE_OVERRUNS_TO_SUSPEND = 3;
/**
 * Overruns in a row of a release, whatever its pages, before all of it is: more than a page's, so one looping product
 * page does not suspend the others (their renders in between reset the count), yet a release whose every page loops
 * cannot escape under ever-new paths or queries (issue 40).
 */
const RELEASE_OVERRUNS_TO_SUSPEND = 10;
const FIRST_SUSPENSION_MS = 10_000;
const LONGEST_SUSPENSION_MS = 5 * 60_000;
/** Releases and pages remembered; the least recently overrunning is forgotten first. */
const MAX_RECORDS = 256;

interface OverrunRecord {
  overruns: number;
  suspendedUntil: number;
  /** How long the next suspension lasts: doubled each time it overruns again once it is tried. */
  nextSuspensionMs: number;
}

/** What a render's outcome changed: the page, or the whole release, is now suspended for `forMs`. */
export interface Suspension {
  scope: 'page' | 'release';
  overruns: number;
  forMs: number;
}

/**
 * Suspends a page of a release after it overran its deadline, memory or output three times in a row, and the whole release
 * after ten overruns in a row on any of its pages, for 10 s, then twice as long each time it overruns again once tried
 * (up to 5 minutes); a render that finishes ends both (decision 0062). A remote that loops then stops costing a render
 * place and a deadline per page: its pages go to the browser at once. The caller names the release (the remote and
 * its server build's integrity, so the next deploy starts afresh) and the page (its path: the query never makes a new page).
 *
 * Not covered: failures that end fast (a throw, a refused capability): they hold no place for long.
 */
export class ServerRenderBreaker {
  private readonly records = new Map<string, OverrunRecord>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Whether the release's page may be rendered on the server now. */
  allows(release: string, path: string): boolean {
    return this.open(release) && this.open(pageKey(release, path));
  }

  /** Records a render's outcome: the failure's kind, or undefined for a render that finished. */
  record(release: string, path: string, failure: ServerRenderFailureKind | undefined): Suspension | undefined {
    if (failure === undefined || !OVERRUNS.has(failure)) {
      if (failure === undefined) {
        this.records.delete(release);
        this.records.delete(pageKey(release, path));
      }
      return undefined;
    }
    const page = this.overran(pageKey(release, path), PAGE_OVERRUNS_TO_SUSPEND);
    const whole = this.overran(release, RELEASE_OVERRUNS_TO_SUSPEND);
    // Both may trip at once: the longer suspension is the one that decides what the page's visitors get.
    if (whole && (!page || whole.forMs >= page.forMs)) return { scope: 'release', ...whole };
    return page && { scope: 'page', ...page };
  }

  private open(key: string): boolean {
    const record = this.records.get(key);
    return record === undefined || this.now() >= record.suspendedUntil;
  }

  private overran(key: string, overrunsToSuspend: number): Omit<Suspension, 'scope'> | undefined {
    const record = this.records.get(key) ?? { overruns: 0, suspendedUntil: 0, nextSuspensionMs: FIRST_SUSPENSION_MS };
    this.records.delete(key);
    this.records.set(key, record);
    if (this.records.size > MAX_RECORDS) this.records.delete(this.records.keys().next().value!);
    record.overruns += 1;
    // Once suspended, one overrun of the trial render suspends it again.
    const tried = record.suspendedUntil > 0;
    if (!tried && record.overruns < overrunsToSuspend) return undefined;
    const forMs = record.nextSuspensionMs;
    record.suspendedUntil = this.now() + forMs;
    record.nextSuspensionMs = Math.min(forMs * 2, LONGEST_SUSPENSION_MS);
    return { overruns: record.overruns, forMs };
  }
}

const pageKey = (release: string, path: string) => `${release} ${path}`;
