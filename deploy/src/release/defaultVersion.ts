import { shortHash } from '@mfp/store/files';

/**
 * The version a deploy gets when `--version` is not given: the remote's package.json version plus the first 8 hex
 * digits of the build's content hash, joined as a semantic-version pre-release (`1.0.0-a1b2c3d4`), or appended to an
 * existing pre-release or build part with a dot (`1.0.0-rc.1.a1b2c3d4`).
 *
 * Why `-` and not `+` (build metadata, the more exact semantic-version meaning): the version names a folder and a
 * URL segment. `-` needs no escaping anywhere, while `+` is percent-encoded in the registry's URLs and read as a space
 * by some object stores and CDNs. Semantic-version precedence does not matter here: releases are ordered by the
 * history, never by comparing versions.
 *
 * Equal content gives an equal version, so redeploying an unchanged remote is a no-op.
 */
export function defaultVersion(packageVersion: string, contentHash: string): string {
  const separator = /[-+]/.test(packageVersion) ? '.' : '-';
  return `${packageVersion}${separator}${shortHash(contentHash)}`;
}
