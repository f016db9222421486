import { createHash } from 'node:crypto';
import type { RegistryRollout } from '@mfp/shared/registry';

/**
 * A visitor's bucket (0 to 99) for one remote's rollout of one release (decision 0076): the first 4 bytes of
 * SHA-256(`cohort \n remote \n version`) as an unsigned big-endian integer, mod 100. Every host server computes the
 * same one, with no secret and nothing stored; a new rollout (another version) deals the buckets again, so the same
 * visitors are not always the first to get a new release.
 */
export function cohortBucket(cohort: string, remote: string, version: string): number {
  const digest = createHash('sha256').update(`${cohort}\n${remote}\n${version}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/**
 * Whether the visitor gets the rollout's release: their bucket is under its share. Raising the share only moves
 * visitors from the stable release to the new one, never back: a bucket under 25 is under 50 too.
 */
export const onRolloutSide = (cohort: string, remote: string, rollout: RegistryRollout): boolean =>
  cohortBucket(cohort, remote, rollout.release.version) < rollout.share;
