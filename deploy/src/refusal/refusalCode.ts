import type { DeployErrorCode } from '@mfp/shared/deploy';
import { StoreError, type StoreErrorKind } from '@mfp/store';
import { DeployRefusal } from './deployRefusal';

/** The deploy API's code for each store problem: the store's own refusals, and a store that did not answer. */
const STORE_CODES: Record<StoreErrorKind, DeployErrorCode> = {
  'version-published': 'version-conflict',
  'invalid-location': 'version-invalid',
  'bucket-missing': 'store-unavailable',
  'bucket-denied': 'store-unavailable',
  'bucket-unreachable': 'store-unavailable',
  'records-denied': 'store-unavailable',
  'records-missing': 'store-unavailable',
  'records-unreachable': 'store-unavailable',
  'records-schema-newer': 'store-unavailable',
  'releases-corrupt': 'store-unavailable',
  'store-dir-refused': 'store-unavailable',
  'registry-file-refused': 'store-unavailable',
  'secret-unusable': 'store-unavailable',
  'control-records-corrupt': 'store-unavailable',
  'aggregates-corrupt': 'store-unavailable',
  'remote-exists': 'remote-exists',
  'registration-invalid': 'registration-invalid',
  'remote-unknown': 'remote-unknown',
  'rollout-refused': 'rollout-conflict',
  // Token ids are random: a clash is the platform's fault, not the caller's.
  'token-exists': 'internal',
};

/** The stable code of a failure: a refusal's own, a store problem's, else `internal` (a bug, a full disk). */
export function refusalCodeOf(error: unknown): DeployErrorCode {
  if (error instanceof DeployRefusal) return error.code;
  if (error instanceof StoreError) return STORE_CODES[error.kind];
  return 'internal';
}
