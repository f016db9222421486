import { UsageError } from '@mfp/remote-kit/command';
import { parseRemotesArgs } from './remotesArgs';

describe('parseRemotesArgs', () => {
  it('reads add and list', () => {
    expect(parseRemotesArgs(['add', 'reviews', '--route', '/reviews', '--title', 'Reviews'])).toEqual({
      kind: 'add',
      name: 'reviews',
      route: '/reviews',
      title: 'Reviews',
    });
    expect(parseRemotesArgs(['add', 'reviews', '--route', '/r', '--title', 'R', '--module', './Root'])).toMatchObject({
      module: './Root',
    });
    expect(parseRemotesArgs(['list', '--json'])).toEqual({ kind: 'list', json: true });
    expect(parseRemotesArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], /^name a command: add or list \(got none\)\. Usage: npm run remotes/],
    [['add', '--route', '/reviews', '--title', 'Reviews'], /add takes one remote name \(got none\)/],
    [['add', 'reviews', '--title', 'Reviews'], /add needs --route \(e\.g\. \/reviews\) and --title/],
    [['add', 'Reviews', '--route', '/reviews', '--title', 'Reviews'], /"Reviews" is not a remote name/],
    [['add', 'reviews', '--route', '/a', '--route', '/b', '--title', 'R'], /--route is given more than once/],
    [['list', '--title', 'x'], /list takes no --title/],
  ])('refuses %j with a usage error', (args, message) => {
    expect(() => parseRemotesArgs(args)).toThrow(UsageError);
    expect(() => parseRemotesArgs(args)).toThrow(message);
  });
});
