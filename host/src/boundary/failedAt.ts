import type { RegistryEntry } from '@mfp/shared/registry';
import type { FailureStage } from '../failures/classifyError';
import type { FailureContext } from '../failures/failureFactory';

/** The context of a failure of `entry`'s remote in its slot: the release (`version`) and the stage it failed at. */
export const failedAt = (
  entry: RegistryEntry,
  version: string | undefined,
  stage: FailureStage,
): Extract<FailureContext, { culprit: 'remote' }> => ({ culprit: 'remote', remote: entry.name, version, stage });
