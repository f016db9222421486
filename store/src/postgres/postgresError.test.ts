import { StoreLockError } from '../records/withStoreLock';
import { StoreError } from '../StoreError';
import { postgresStoreError } from './postgresError';

const LOCATION = 'postgres://db.internal:5432/mfp';
const kindOf = (error: unknown) => postgresStoreError(error, LOCATION, 'mfp')?.kind;
const withCode = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });

describe('postgresStoreError', () => {
  it.each([
    ['28P01', 'records-denied'],
    ['28000', 'records-denied'],
    ['3D000', 'records-missing'],
    ['57014', 'records-unreachable'],
    ['57P01', 'records-unreachable'],
    ['57P03', 'records-unreachable'],
    ['08006', 'records-unreachable'],
    ['ECONNREFUSED', 'records-unreachable'],
    ['ENOTFOUND', 'records-unreachable'],
    ['ETIMEDOUT', 'records-unreachable'],
  ])('reads %s as %s', (code, kind) => {
    expect(kindOf(withCode(code))).toBe(kind);
  });

  it("reads pg's own messages for a connection that timed out or broke as unreachable", () => {
    for (const message of [
      'timeout exceeded when trying to connect',
      'Connection terminated unexpectedly',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(kindOf(new Error(message))).toBe('records-unreachable');
  });

  it('names STORE_RECORDS_URL and the fix in one line', () => {
    const error = postgresStoreError(
      withCode('57014', 'canceling statement due to statement timeout'),
      LOCATION,
      'mfp',
    );
    expect(error?.message).toBe(
      'PostgreSQL at postgres://db.internal:5432/mfp did not answer in time (canceling statement due to statement ' +
        "timeout): check the server's load, or that STORE_RECORDS_URL names the right server.",
    );
  });

  it('names the setting the URL came from, a command option when it came from one', () => {
    expect(postgresStoreError(withCode('28P01'), LOCATION, 'mfp', '--to')?.message).toMatch(
      /refused the credentials in --to \(from the server\)/,
    );
  });

  it('leaves alone what configuration cannot fix, and keeps a StoreError as it is', () => {
    expect(postgresStoreError(withCode('23505', 'duplicate key'), LOCATION, 'mfp')).toBeUndefined();
    expect(postgresStoreError(new Error('work failed'), LOCATION, 'mfp')).toBeUndefined();
    expect(postgresStoreError('a string', LOCATION, 'mfp')).toBeUndefined();
    expect(
      postgresStoreError(new StoreLockError('lost', 'lost (Connection terminated)'), LOCATION, 'mfp'),
    ).toBeUndefined();
    const own = new StoreError('releases-corrupt', 'corrupt');
    expect(postgresStoreError(own, LOCATION, 'mfp')).toBe(own);
  });
});
