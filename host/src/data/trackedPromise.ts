/** A promise with the fields React's `use` reads, so a settled one is answered at once on every later render. */
export type TrackedPromise = Promise<unknown> & { status?: string; value?: unknown; reason?: unknown };

/** A promise of `value`, already marked settled. */
export function settled(value: unknown): TrackedPromise {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** Marks `promise` pending, then with its outcome once it settles; the same object, for React's `use`. */
export function track(promise: Promise<unknown>): TrackedPromise {
  const tracked: TrackedPromise = Object.assign(promise, { status: 'pending' });
  tracked.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      // Not returned: the promise this `then` makes would follow the rejected one, unhandled.
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}
