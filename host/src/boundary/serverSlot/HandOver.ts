import type { RemoteLoadResult } from '../../loading/records/RemoteLoadResult';

/**
 * Thrown by a server-rendered slot's content when the release the server rendered did not load in the browser (it
 * failed, or the loader served its last known-good release instead): the slot hands `result` over to the browser's
 * own rendering, which shows it as any load's result, without loading again.
 */
export class HandOver extends Error {
  constructor(readonly result: RemoteLoadResult) {
    super(result.status === 'failed' ? result.failure.message : 'served the last known-good release');
    this.name = 'HandOver';
  }
}
