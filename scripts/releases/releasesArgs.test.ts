import { UsageError } from '@mfp/settings/command';
import { parseReleasesArgs } from './releasesArgs';

describe('parseReleasesArgs', () => {
  it('reads a remote, --json and --store', () => {
    expect(parseReleasesArgs(['catalog'])).toEqual({ kind: 'list', remote: 'catalog', json: false });
    expect(parseReleasesArgs(['catalog', '--json', '--store', 's'])).toEqual({
      kind: 'list',
      remote: 'catalog',
      json: true,
      storeDir: 's',
    });
    expect(parseReleasesArgs([])).toEqual({ kind: 'list', json: false });
    expect(parseReleasesArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['catalog', '--jsn'], /^unknown option --jsn\. Usage: npm run releases/],
    [['catalog', 'cart'], /^name one remote, or none for all \(got catalog, cart\)/],
    [['../catalog'], /^"\.\.\/catalog" is not a remote name: .*Usage: npm run releases/],
  ])('refuses %j with a usage error', (args, message) => {
    expect(() => parseReleasesArgs(args)).toThrow(UsageError);
    expect(() => parseReleasesArgs(args)).toThrow(message);
  });
});
