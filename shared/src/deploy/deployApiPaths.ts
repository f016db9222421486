/**
 * Where the deploy API lives on a host server (docs/decisions/0035), and the names of what a client sends beside the
 * body. One place for the server's routes and the `mfp` command alike.
 */
export const DEPLOY_API_BASE = '/_platform/api/v1';

export const deployApiPaths = {
  /** `POST`: register a remote (admin). `GET`: list the registered remotes. */
  remotes: `${DEPLOY_API_BASE}/remotes`,
  /** `POST`: upload a release (a gzipped tar of the build folder). `GET`: the remote's releases. */
  releases: (remote: string) => `${DEPLOY_API_BASE}/remotes/${encodeURIComponent(remote)}/releases`,
  /** `POST` with `{ "to"?: version }`: roll back to the previous release, or to a published version. */
  rollback: (remote: string) => `${DEPLOY_API_BASE}/remotes/${encodeURIComponent(remote)}/rollback`,
  /** `POST` with `{ "version", "ttlMs"? }`: a fresh preview link of a release published without switching. */
  previews: (remote: string) => `${DEPLOY_API_BASE}/remotes/${encodeURIComponent(remote)}/previews`,
  /** `GET`: the remote's rollout and its ended ones. `POST` with `{ "action", … }`: start, pause, resume, promote, abort. */
  rollout: (remote: string) => `${DEPLOY_API_BASE}/remotes/${encodeURIComponent(remote)}/rollout`,
} as const;

/** The body of an upload: a tar archive of the build folder, gzipped. Anything else is refused (`content-type-invalid`). */
export const DEPLOY_UPLOAD_CONTENT_TYPE = 'application/gzip';

/** Query parameters of an upload. */
export const DEPLOY_QUERY = {
  /** The version to publish under; without it the server makes one from the package version and the content hash. */
  version: 'version',
  /** `1`: unpack and run the gate, publish nothing, switch nothing. */
  dryRun: 'dry-run',
  /** `1`: publish through the gate and leave the live release live (decision 0074); the answer carries a preview link. */
  noSwitch: 'no-switch',
  /** With `no-switch`: how long the preview link lasts, in milliseconds (`PREVIEW_TTL`). */
  previewTtl: 'preview-ttl',
} as const;

/**
 * Headers a client sends with a deploy or a rollback; the audit trail and the history record them. Values longer than
 * `MAX_PROVENANCE_LENGTH` or not printable are refused (`provenance-invalid`).
 */
export const DEPLOY_HEADERS = {
  /** The source commit (a full or short SHA). */
  commit: 'x-mfp-commit',
  /** The CI run that deployed, as a URL. */
  ciUrl: 'x-mfp-ci-url',
  /** `@mfp/remote-kit@<version>`: which client sent it, for the log. */
  client: 'x-mfp-client',
} as const;

export const MAX_PROVENANCE_LENGTH = 512;

/** `Authorization: Bearer <token>`. */
export const AUTHORIZATION_SCHEME = 'Bearer';
