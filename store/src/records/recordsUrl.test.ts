import path from 'node:path';
import { SettingsError } from '@mfp/settings';
import { describeRecordsUrl, parseRecordsUrl } from './recordsUrl';

const refusal = (raw: string) => {
  try {
    parseRecordsUrl(raw);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error(`${raw} was accepted`);
};

describe('parseRecordsUrl', () => {
  it('reads a folder path, relative ones from the current directory', () => {
    expect(parseRecordsUrl('records')).toEqual({ kind: 'folder', dir: path.resolve('records') });
    expect(describeRecordsUrl(parseRecordsUrl('/srv/records'))).toBe('/srv/records');
  });

  it('passes a postgres:// or postgresql:// URL on as it is, and names it without credentials', () => {
    const url = 'postgres://mfp:p%40ss@db.internal:6432/records?sslmode=require&sslrootcert=/etc/ca.pem';
    const parsed = parseRecordsUrl(url);
    expect(parsed).toEqual({ kind: 'postgres', url, location: 'postgres://db.internal:6432/records' });
    expect(describeRecordsUrl(parsed)).not.toMatch(/mfp|p%40ss|sslrootcert/);
    expect(parseRecordsUrl('postgresql://localhost/mfp')).toMatchObject({ location: 'postgresql://localhost/mfp' });
    expect(parseRecordsUrl('postgres:///mfp?host=/var/run/postgresql')).toMatchObject({ location: 'postgres:///mfp' });
  });

  it('refuses other schemes, a URL without a host or with a path, never echoing the password', () => {
    expect(refusal('mysql://u:hunter2@db/x')).toMatch(/^STORE_RECORDS_URL="mysql:\/\/u:\*\*\*@db\/x" has the scheme/);
    expect(refusal('postgres:///mfp')).toMatch(/names no host/);
    expect(refusal('postgres://u:hunter2@db/a/b')).toMatch(/database with "\/"/);
    expect(refusal('postgres://u:hunter2@db:port/x')).toMatch(/not a valid URL.*percent-encoded/);
    for (const raw of ['mysql://u:hunter2@db/x', 'postgres://u:hunter2@db/a/b', 'postgres://u:hunter2@db:port/x'])
      expect(refusal(raw)).not.toContain('hunter2');
  });
});
