import { FAILURE_KINDS, type FailureKind } from '@mfp/shared/failures';

/** Whether a stored row's kind is one of the catalogue's: rows keep it as text, and `UNKNOWN_REMOTE`'s is `(any)`. */
export const isFailureKind = (kind: string): kind is FailureKind => (FAILURE_KINDS as readonly string[]).includes(kind);
