/**
 * A failure the user can fix without reading our code: a broken package.json, an unknown remote, a bundle that does not
 * compile. Its message says what is wrong and how to fix it, so command-line entry points print that one line instead
 * of a stack. The store's own problems are `StoreError`s, from @mfp/store.
 */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
}

/** A command line the command cannot run: an unknown option, a missing value, a bad name. Exits with 2, not 1. */
export class UsageError extends UserFacingError {
  override name = 'UsageError';
}
