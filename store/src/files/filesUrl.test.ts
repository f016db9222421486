import path from 'node:path';
import { SettingsError } from '@mfp/settings';
import { describeFilesUrl, parseFilesUrl } from './filesUrl';

describe('parseFilesUrl', () => {
  it('reads a folder path, relative ones from the current directory', () => {
    expect(parseFilesUrl('store-files')).toEqual({ kind: 'folder', dir: path.resolve('store-files') });
    expect(parseFilesUrl('/srv/mfp')).toEqual({ kind: 'folder', dir: '/srv/mfp' });
  });

  it('reads a bucket and its key prefix, the prefix optional and its slashes trimmed', () => {
    expect(parseFilesUrl('s3://mfp-assets/prod/mfp/')).toEqual({
      kind: 's3',
      bucket: 'mfp-assets',
      prefix: 'prod/mfp',
    });
    expect(parseFilesUrl('S3://mfp.assets')).toEqual({ kind: 's3', bucket: 'mfp.assets', prefix: '' });
    expect(describeFilesUrl(parseFilesUrl('s3://mfp-assets/prod'))).toBe('s3://mfp-assets/prod');
    expect(describeFilesUrl(parseFilesUrl('s3://mfp-assets'))).toBe('s3://mfp-assets');
  });

  it.each([
    ['https://cdn.example.com/mfp', /has the scheme "https:"/],
    ['s3://', /names the bucket ""/],
    ['s3:///prefix', /names the bucket ""/],
    ['s3://ab/prefix', /names the bucket "ab"/],
    ['s3://My_Bucket', /names the bucket "My_Bucket"/],
    ['s3://bucket-/x', /names the bucket "bucket-"/],
    ['s3://bucket//x', /empty, "\." or "\.\." segment/],
    ['s3://bucket/a/../b', /empty, "\." or "\.\." segment/],
    ['s3://bucket/prefix?versionId=1', /query or a fragment/],
  ])('refuses %s with one line naming STORE_FILES_URL and the fix', (raw, why) => {
    let error: unknown;
    try {
      parseFilesUrl(raw);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const { message } = error as SettingsError;
    expect(message).toMatch(why);
    expect(message).toMatch(
      new RegExp(`^STORE_FILES_URL="${raw.replace(/[?.*/]/g, '\\$&')}" .*Set STORE_FILES_URL to s3://`),
    );
    expect(message).not.toMatch(/\n/);
  });
});
