/**
 * A failure the user can fix without reading our code: a broken package.json, a corrupt store file, a version that is
 * already published, a bundle that does not compile. Its message says what is wrong and how to fix it, so command-line
 * entry points print that one line instead of a stack.
 */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
}
