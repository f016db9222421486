import type { PlatformFailure } from '@mfp/shared/failures';

/** Thrown by the slot's content when its release failed to load in the browser, for the slot to show `failure`. */
export class LoadFailed extends Error {
  constructor(readonly failure: PlatformFailure) {
    super(failure.message);
    this.name = 'LoadFailed';
  }
}
