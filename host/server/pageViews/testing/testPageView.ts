import { randomBytes } from 'node:crypto';
import { TEST_DIGEST_SECRET } from '../../testing/fixtures';
import { pageViewKeyOf, signPageView } from '../pageViewSignature';

/**
 * A page-view token as a host server of the tests' fleet (`TEST_DIGEST_SECRET`) signs it for a page that named
 * `releases`: a new id each call, so each is a page view of its own; `cohort`, the visitor's reference, when the page
 * named a rollout. For tests that send beacons or reports.
 */
export function testPageView(
  releases: Record<string, string> = { catalog: '1.1.0' },
  {
    expiresAt = Date.now() + 60 * 60_000,
    secret = TEST_DIGEST_SECRET,
    cohort,
  }: { expiresAt?: number; secret?: string; cohort?: string } = {},
): string {
  const id = randomBytes(16).toString('base64url');
  return signPageView({ id, expiresAt, releases, ...(cohort && { cohort }) }, pageViewKeyOf(secret));
}
