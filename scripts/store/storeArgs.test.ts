import path from 'node:path';
import { UsageError } from '@mfp/settings/command';
import { parseStoreArgs } from './storeArgs';

describe('parseStoreArgs', () => {
  it('reads migrate --from <folder> --to <postgres URL>', () => {
    expect(parseStoreArgs(['migrate', '--from', '.store', '--to', 'postgres://u:p@db/mfp'])).toEqual({
      kind: 'migrate',
      from: path.resolve('.store'),
      to: { kind: 'postgres', url: 'postgres://u:p@db/mfp', location: 'postgres://db/mfp' },
    });
    expect(parseStoreArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], /name the one command, migrate \(got none\)/],
    [['copy', '--from', 'a', '--to', 'postgres://db/x'], /got copy/],
    [['migrate', '--from', 'a'], /needs --from and --to/],
    [['migrate', '--from', 'postgres://db/x', '--to', 'postgres://db/y'], /--from names a store folder/],
    [['migrate', '--from', 'a', '--to', 'b'], /--to names a PostgreSQL database/],
    [['migrate', '--from', 'a', '--to', 'postgres://db/x', '--force'], /unknown option --force/],
  ])('refuses %j with the usage', (args, says) => {
    expect(() => parseStoreArgs(args)).toThrow(UsageError);
    expect(() => parseStoreArgs(args)).toThrow(says);
    expect(() => parseStoreArgs(args)).toThrow(/Usage: npm run store -- migrate/);
  });
});
