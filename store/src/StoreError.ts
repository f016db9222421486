/**
 * What a store refuses or cannot read, each a problem the user can fix from the message alone:
 * - `releases-corrupt`: the releases file is not valid JSON or breaks its schema;
 * - `version-published`: the version is already in the store, and published versions are immutable;
 * - `invalid-location`: a remote name or version that cannot name a folder of the store;
 * - `store-dir-refused`: STORE_DIR is a file, or a folder of other files that is not a store;
 * - `registry-file-refused`: REGISTRY_FILE points at a file the platform must not overwrite;
 * - `secret-unusable`: a kept secret that others may read, or that holds no secret;
 * - `bucket-missing`: the bucket STORE_FILES_URL names does not exist;
 * - `bucket-denied`: the bucket refuses the credentials the AWS SDK found (or it found none);
 * - `bucket-unreachable`: the S3 endpoint refuses connections, does not answer in time, or keeps failing (5xx);
 * - `records-denied`: the PostgreSQL server STORE_RECORDS_URL names refuses its user or password;
 * - `records-missing`: the database STORE_RECORDS_URL names does not exist;
 * - `records-unreachable`: that server refuses connections, cannot be found, drops them or does not answer in time;
 * - `records-schema-newer`: that database was migrated by a newer version of the platform than this one;
 * - `control-records-corrupt`: the deploy API's tokens, registrations or audit trail are not valid JSON or break their
 *   schema;
 * - `token-exists`: a token of that id is stored already;
 * - `remote-exists`: a remote of that name, or at that route, is registered or has releases already (the deploy API's
 *   `remote-exists`, 409);
 * - `registration-invalid`: the name, route, title or module of a new remote breaks a rule (the deploy API's
 *   `registration-invalid`, 400);
 * - `remote-unknown`: a change of a remote's settings names a remote that is neither released nor registered;
 * - `rollout-refused`: a rollout command that the remote's releases rule out (no rollout running, one running already,
 *   a version that is not published or is live already);
 * - `aggregates-corrupt`: a file of counts in the records folder (`.aggregates/`) is not valid JSON or breaks its
 *   schema.
 */
export type StoreErrorKind =
  | 'releases-corrupt'
  | 'version-published'
  | 'invalid-location'
  | 'store-dir-refused'
  | 'registry-file-refused'
  | 'secret-unusable'
  | 'bucket-missing'
  | 'bucket-denied'
  | 'bucket-unreachable'
  | 'records-denied'
  | 'records-missing'
  | 'records-unreachable'
  | 'records-schema-newer'
  | 'control-records-corrupt'
  | 'token-exists'
  | 'remote-exists'
  | 'registration-invalid'
  | 'remote-unknown'
  | 'rollout-refused'
  | 'aggregates-corrupt';

/**
 * A store problem whose message says what is wrong and how to fix it, so command-line entry points print that one line
 * instead of a stack. Input/output errors the user did not cause (a full disk, a permission) are not wrapped.
 */
export class StoreError extends Error {
  override name = 'StoreError';

  constructor(
    readonly kind: StoreErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
