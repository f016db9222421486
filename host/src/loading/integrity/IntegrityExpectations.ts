import type { ReleaseIntegrity } from '@mfp/shared/registry';
import type { IntegrityMismatchError } from './subresourceIntegrity';

/**
 * What one remote's files must match, per release (by manifest URL), and what was found not to. Per release, not per
 * remote: a load the runtime still has under way for the release the slot left (a redeploy seen on navigation) creates
 * its scripts after the next release's attempt has begun, and they must be checked against their own release.
 */
export class IntegrityExpectations {
  private readonly byManifest = new Map<string, ReleaseIntegrity>();
  private readonly mismatches = new Map<string, Promise<IntegrityMismatchError | undefined>>();
  /** The manifest URL of the release the loader asked for last. */
  private current: string | undefined = undefined;

  /** Before an attempt on a release: what it must match (nothing for a development override), and no mismatch yet. */
  expect(manifestUrl: string, integrity: ReleaseIntegrity | undefined): void {
    this.current = manifestUrl;
    this.mismatches.delete(manifestUrl);
    if (integrity) this.byManifest.set(manifestUrl, integrity);
    else this.byManifest.delete(manifestUrl);
  }

  /** The integrity of the release whose manifest is at `manifestUrl`, if it has one. */
  ofManifest(manifestUrl: string): ReleaseIntegrity | undefined {
    return this.byManifest.get(manifestUrl);
  }

  /** Whether the release the loader asked for last is checked: its scripts must all be. */
  get checksCurrent(): boolean {
    return this.current !== undefined && this.byManifest.has(this.current);
  }

  /**
   * The release a script belongs to: the checked release whose version folder holds it (the entry sits beside the
   * manifest), else the current one when it is checked, so that a script of a checked remote is never unchecked.
   */
  releaseOfScript(url: string): { manifestUrl: string; integrity: ReleaseIntegrity } | undefined {
    for (const [manifestUrl, integrity] of this.byManifest) {
      if (url.startsWith(new URL('.', manifestUrl).href)) return { manifestUrl, integrity };
    }
    const integrity = this.current === undefined ? undefined : this.byManifest.get(this.current);
    return integrity && this.current ? { manifestUrl: this.current, integrity } : undefined;
  }

  /** The runtime plugin found (or is finding out) that a file of the release at `manifestUrl` did not match. */
  recordMismatch(manifestUrl: string, mismatch: Promise<IntegrityMismatchError | undefined>): void {
    this.mismatches.set(manifestUrl, mismatch);
  }

  /** What the runtime plugin found for the release at `manifestUrl` since its attempt began, if anything. */
  mismatchOf(manifestUrl: string): Promise<IntegrityMismatchError | undefined> | undefined {
    return this.mismatches.get(manifestUrl);
  }
}
