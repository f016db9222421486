import path from 'node:path';
import { SettingsError } from '@mfp/settings';

/** Where version files live (STORE_FILES_URL): a local folder, or a bucket and a key prefix on S3. */
export type FilesUrl = { kind: 'folder'; dir: string } | { kind: 's3'; bucket: string; prefix: string };

/** S3's rule for bucket names (the common subset every S3-compatible server accepts). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/** `s3://bucket/prefix` or the folder as an absolute path, for messages and the settings' own checks. */
export const describeFilesUrl = (url: FilesUrl) =>
  url.kind === 'folder' ? url.dir : `s3://${url.bucket}${url.prefix ? `/${url.prefix}` : ''}`;

/**
 * Reads STORE_FILES_URL: `s3://<bucket>/<prefix>` (the prefix optional, without leading or trailing `/`) or a folder
 * path, relative ones from the current directory. Anything else with a scheme is refused rather than taken for a
 * folder named `https:`. Throws a `SettingsError` naming `name`.
 */
export function parseFilesUrl(raw: string, name = 'STORE_FILES_URL'): FilesUrl {
  const scheme = SCHEME.exec(raw)?.[1];
  if (scheme === undefined) return { kind: 'folder', dir: path.resolve(raw) };
  const fix = `Set ${name} to s3://<bucket>/<prefix> or to a folder, or unset it to keep the files in STORE_DIR.`;
  const refuse = (why: string) => new SettingsError(`${name}="${raw}" ${why}. ${fix}`);
  if (scheme.toLowerCase() !== 's3') throw refuse(`has the scheme "${scheme}:", and only s3:// or a folder is known`);
  const rest = raw.slice(scheme.length + 3);
  if (/[?#]/.test(rest)) throw refuse('has a query or a fragment, which no bucket or key prefix has');
  const [bucket = '', ...segments] = rest.replace(/\/+$/, '').split('/');
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    throw refuse(
      `names the bucket "${bucket}", which is not a bucket name: 3 to 63 lowercase letters, digits, dots or ` +
        `hyphens, starting and ending with a letter or a digit`,
    );
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw refuse('has an empty, "." or ".." segment in its key prefix');
  return { kind: 's3', bucket, prefix: segments.join('/') };
}
