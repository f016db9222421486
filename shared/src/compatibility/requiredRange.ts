/**
 * The range the contract's version rule (`SHARED_VERSION_RULE`) makes a remote require of a platform singleton the
 * host provides at `hostVersion`: `^19.3.1` for 19.3.1. The kit's factories and the documented blocks write it, and
 * refusal messages name it as the fix.
 */
export function requiredRange(hostVersion: string): string {
  return `^${hostVersion}`;
}
