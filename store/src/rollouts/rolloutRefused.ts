import { StoreError } from '../StoreError';

/** A rollout command the remote's releases rule out, with what to do instead. */
export const rolloutRefused = (message: string) => new StoreError('rollout-refused', message);
