import path from 'node:path';
import { assertLocation, assertRemote, REMOTES_FOLDER } from '../folder/folderLayout';
import { StoreError } from '../StoreError';

/**
 * Where a bucket store keeps things, as keys below its prefix. Files mirror the folder store
 * (`<prefix>/remotes/<name>/<version>/<file>`), so a CDN in front of `<prefix>/` serves the URLs the registry writes.
 * Each published version also has a record, `<prefix>/published/<name>/<version>.json`, put after all its files: it is
 * what makes the version exist (decision 0030). Records sit outside `remotes/`, so a CDN origin can be limited to it.
 */
export interface S3Keys {
  /** `<prefix>/remotes/<name>/<version>/`, with the trailing `/`. Validates as the folder store does. */
  versionPrefix(remote: string, version: string): string;
  /** The key of one file of a version; throws `invalid-location` for a path that leaves the version. */
  fileKey(remote: string, version: string, file: string): string;
  /** `<prefix>/published/<name>/`: the records of a remote's published versions. */
  recordsPrefix(remote: string): string;
  recordKey(remote: string, version: string): string;
}

const RECORDS_FOLDER = 'published';
const RECORD_SUFFIX = '.json';

/** The version a record key names, or undefined for a key that is not a record of `recordsPrefix`. */
export function versionOfRecord(recordsPrefix: string, key: string): string | undefined {
  if (!key.startsWith(recordsPrefix) || !key.endsWith(RECORD_SUFFIX)) return undefined;
  const version = key.slice(recordsPrefix.length, -RECORD_SUFFIX.length);
  return version.includes('/') || version === '' ? undefined : version;
}

/** The keys of a store whose objects are below `prefix` (no leading or trailing `/`; empty for the bucket's root). */
export function s3Keys(prefix: string): S3Keys {
  const root = prefix ? `${prefix}/` : '';
  const versionPrefix = (remote: string, version: string) => {
    assertLocation(remote, version);
    return `${root}${REMOTES_FOLDER}/${remote}/${version}/`;
  };
  const recordsPrefix = (remote: string) => {
    assertRemote(remote);
    return `${root}${RECORDS_FOLDER}/${remote}/`;
  };
  return {
    versionPrefix,
    fileKey(remote, version, file) {
      const inside = path.posix.join('/version', file.replaceAll('\\', '/'));
      if (!inside.startsWith('/version/'))
        throw new StoreError('invalid-location', `"${file}" is not a file inside ${remote}@${version}.`);
      return versionPrefix(remote, version) + inside.slice('/version/'.length);
    },
    recordsPrefix,
    recordKey: (remote, version) => {
      assertLocation(remote, version);
      return `${recordsPrefix(remote)}${version}${RECORD_SUFFIX}`;
    },
  };
}
