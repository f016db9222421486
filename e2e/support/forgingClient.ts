import { FAILURE_REPORT_PATH, type FailureReport } from '@mfp/shared/failures';
import { PAGE_VIEW_HEADER } from '@mfp/shared/pageViews';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { MOUNT_COUNTS_PATH, MOUNT_LIMITS, type MountCounts } from '@mfp/shared/status';

/**
 * A client that speaks for users it does not have (issue 41): it never renders a page, it only posts what a page's tab
 * would. What it may hold of a real page is a token fetched from `/registry.json`, which it replays; everything else
 * is absent or forged. Each method resolves with the number of bodies the host answered 2xx: sending is not the attack
 * failing, counting is what the host decides.
 */
export class ForgingClient {
  constructor(private readonly origin: string) {}

  /** One real token, as any page's tab gets it, for a visitor with `cohort` (a cookie the client chooses). */
  async realToken(cohort?: string): Promise<string> {
    const answer = await fetch(`${this.origin}${REGISTRY_PATH}`, {
      headers: cohort ? { cookie: `mfp-cohort=${cohort}` } : {},
    });
    const token = answer.headers.get(PAGE_VIEW_HEADER);
    if (!token) throw new Error(`${this.origin}${REGISTRY_PATH} gave no page-view token (${answer.status})`);
    return token;
  }

  /** `token` with its MAC's last character changed: well formed, signed by no one. */
  static forged(token: string): string {
    return token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  }

  /**
   * Posts `count` mount beacons, each claiming the most mounts one beacon may (its every entry for the one release),
   * with `pageView` (or none). Resolves with the mounts the beacons the host accepted claimed.
   */
  async mounts(count: number, remote: string, version: string, pageView?: string): Promise<number> {
    const entry = { remote, version, count: MOUNT_LIMITS.count };
    const body: MountCounts = {
      mounts: Array.from({ length: MOUNT_LIMITS.releases }, () => entry),
      ...(pageView ? { pageView } : {}),
    };
    return MOUNT_LIMITS.releases * MOUNT_LIMITS.count * (await this.post(MOUNT_COUNTS_PATH, body, count));
  }

  /** Posts `count` failure reports of `remote`'s `version`, each with a message of its own (a key of its own). */
  async failures(count: number, report: Partial<FailureReport>, pageView?: string): Promise<number> {
    let answered = 0;
    for (let index = 0; index < count; index += 1) {
      const body: FailureReport = {
        culprit: 'host',
        kind: 'render-failed',
        url: `${this.origin}/`,
        ...report,
        message: `${report.message ?? 'forged failure'} #${index}`,
        ...(pageView ? { pageView } : {}),
      };
      answered += await this.post(FAILURE_REPORT_PATH, body, 1);
    }
    return answered;
  }

  private async post(path: string, body: unknown, times: number): Promise<number> {
    let answered = 0;
    for (let index = 0; index < times; index += 1) {
      const answer = await fetch(`${this.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (answer.ok) answered += 1;
    }
    return answered;
  }
}
