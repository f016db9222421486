import { StoreError } from '@mfp/store';

/** A store failure in a few words for a log line: its kind and message, never a stack or a query's values. */
export function describeStoreFailure(error: unknown): string {
  if (error instanceof StoreError) return `${error.kind}: ${error.message}`.slice(0, 500);
  if (error instanceof Error) return error.message.slice(0, 500);
  return String(error).slice(0, 500);
}

/** A bounded label for a store failure: the StoreError kind, or `other`. */
export const storeFailureKind = (error: unknown): string => (error instanceof StoreError ? error.kind : 'other');
