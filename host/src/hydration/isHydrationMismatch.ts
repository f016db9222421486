/**
 * Whether an error React recovered from is a hydration mismatch: the browser's first render differed from the server's
 * HTML (React 19's error 418, "Hydration failed because the server rendered HTML/text didn't match the client", its
 * production build giving only the number). Other recoverable errors are not: an error thrown while hydrating (422,
 * 423) is the boundary's to show, and a boundary the server could not finish (419) was the server's failure, reported
 * there.
 */
export function isHydrationMismatch(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  return /Minified React error #418[;:. ]|^Hydration failed because/.test(error.message);
}
