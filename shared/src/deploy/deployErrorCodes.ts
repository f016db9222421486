/**
 * Every way the deploy API refuses or fails, as a closed set of stable codes with their HTTP status and what each
 * means. Clients branch on `code`, never on the message; the message says what to do. A new refusal gets a new code.
 */
export const DEPLOY_ERRORS = {
  'token-missing': { status: 401, description: 'No `Authorization: Bearer <token>` header (set MFP_DEPLOY_TOKEN)' },
  'token-invalid': {
    status: 401,
    description: 'The token is not one the platform issued (unknown id or wrong secret)',
  },
  'token-expired': { status: 401, description: 'The token is past its expiry; ask the platform team for a new one' },
  'token-revoked': { status: 401, description: 'The token was revoked; ask the platform team for a new one' },
  'token-wrong-remote': { status: 403, description: 'The token may deploy another remote, not this one' },
  'admin-required': { status: 403, description: 'Only an admin token may do this (register a remote)' },
  'rate-limited': { status: 429, description: 'Too many failed attempts from this address or with this token id' },
  'remote-unknown': { status: 404, description: 'No remote of that name is registered (npm run remotes -- add)' },
  'remote-exists': { status: 409, description: 'A remote of that name, or at that route, is registered already' },
  'registration-invalid': { status: 400, description: 'The name, route or title of a new remote breaks a rule' },
  'version-invalid': { status: 400, description: 'The version is not a semantic version' },
  'version-conflict': {
    status: 409,
    description: 'That version is published with other bytes; versions are immutable',
  },
  'version-unknown': { status: 404, description: 'No such published version of the remote' },
  'no-previous-release': { status: 409, description: 'There is no earlier release to roll back to' },
  'rollout-conflict': {
    status: 409,
    description:
      'The rollout command does not apply: none is running, one is running already, the version is live, or the ' +
      'remote has no live release to publish beside; or a deploy would switch while a rollout runs',
  },
  'rollout-invalid': {
    status: 400,
    description: "A rollout's steps, interval or thresholds break a rule, or the action is not one of the five",
  },
  'preview-invalid': {
    status: 400,
    description:
      'The preview link asked for is not one to issue: its lifetime is out of bounds, or the version is live',
  },
  'content-type-invalid': { status: 415, description: 'The body is not what its content type says' },
  'upload-invalid': {
    status: 400,
    description: 'The archive is malformed, or holds a path, link or device it may not',
  },
  'upload-too-large': { status: 413, description: 'The upload, or what it unpacks to, exceeds DEPLOY_MAX_BYTES' },
  'upload-too-many-files': { status: 413, description: 'The upload holds more files than DEPLOY_MAX_FILES' },
  'upload-stalled': { status: 408, description: 'The upload sent nothing for DEPLOY_UPLOAD_IDLE_MS' },
  'upload-incomplete': { status: 400, description: 'The upload ended before the archive did (connection dropped)' },
  'provenance-invalid': { status: 400, description: 'The commit or CI URL header is too long or not printable' },
  'gate-refused': { status: 422, description: 'The gate refused the release; `problems` lists each with its fix' },
  'store-unavailable': { status: 503, description: 'The store (bucket or database) did not answer; nothing changed' },
  internal: { status: 500, description: 'An unexpected failure; the server log has the details under the request id' },
} as const satisfies Record<string, { status: number; description: string }>;

export type DeployErrorCode = keyof typeof DEPLOY_ERRORS;

export const DEPLOY_ERROR_CODES = Object.keys(DEPLOY_ERRORS) as DeployErrorCode[];

export const isDeployErrorCode = (value: unknown): value is DeployErrorCode =>
  typeof value === 'string' && Object.hasOwn(DEPLOY_ERRORS, value);
