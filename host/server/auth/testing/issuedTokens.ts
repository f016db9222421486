import { issueToken, type DeployTokenRecord } from '@mfp/store/control';

/**
 * A token of the reviews remote and an admin token, issued at `now`, and the records' `findToken` that knows both:
 * what the token checks of the deploy API and the platform's views are tested against.
 */
export function issuedTokens(now: Date) {
  const reviews = issueToken({ kind: 'remote', remote: 'reviews' }, { now });
  const admin = issueToken({ kind: 'admin' }, { now });
  const records = new Map<string, DeployTokenRecord>([
    [reviews.record.id, reviews.record],
    [admin.record.id, admin.record],
  ]);
  return { reviews, admin, control: { findToken: (id: string) => Promise.resolve(records.get(id)) } };
}
