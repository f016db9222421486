import { UsageError } from '@mfp/settings/command';
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

  it('reads server-render on, with or without limits, and off', () => {
    expect(parseRemotesArgs(['server-render', 'catalog', 'off'])).toEqual({
      kind: 'server-render',
      name: 'catalog',
      serverRender: { enabled: false },
    });
    expect(parseRemotesArgs(['server-render', 'catalog', 'on'])).toEqual({
      kind: 'server-render',
      name: 'catalog',
      serverRender: { enabled: true },
    });
    expect(
      parseRemotesArgs(['server-render', 'catalog', 'on', '--deadline-ms', '30000', '--memory-mb', '16']),
    ).toMatchObject({ serverRender: { enabled: true, deadlineMs: 30_000, memoryMb: 16 } });
    expect(parseRemotesArgs(['server-render', 'cart', 'on', '--memory-mb', '4096'])).toMatchObject({
      serverRender: { enabled: true, memoryMb: 4096 },
    });
    expect(parseRemotesArgs(['server-render', 'cart', 'on', '--output-kb', '16'])).toEqual({
      kind: 'server-render',
      name: 'cart',
      serverRender: { enabled: true, outputKb: 16 },
    });
    expect(parseRemotesArgs(['server-render', 'cart', 'on', '--output-kb', '65536'])).toMatchObject({
      serverRender: { enabled: true, outputKb: 65_536 },
    });
  });

  it('reads budget with --max-kb, in KB of 1,000 bytes, and budget off', () => {
    expect(parseRemotesArgs(['budget', 'catalog', '--max-kb', '150'])).toEqual({
      kind: 'budget',
      name: 'catalog',
      budget: { maxBytes: 150_000 },
    });
    expect(parseRemotesArgs(['budget', 'cart', 'off'])).toEqual({ kind: 'budget', name: 'cart', budget: undefined });
    expect(parseRemotesArgs(['budget', 'cart', '--max-kb', '100000'])).toMatchObject({
      budget: { maxBytes: 100_000_000 },
    });
  });

  it.each([
    [['budget'], /budget takes one remote name, then --max-kb <n> or off \(got none\)/],
    [['budget', 'catalog'], /budget catalog needs --max-kb <n> \(gzip KB of 1000 bytes\), or off to clear it/],
    [['budget', 'catalog', 'on', '--max-kb', '5'], /budget takes one remote name, then --max-kb <n> or off/],
    [['budget', 'catalog', 'off', '--max-kb', '5'], /budget off takes no --max-kb/],
    [['budget', 'Catalog', '--max-kb', '5'], /"Catalog" is not a remote name/],
    [['budget', 'catalog', '--max-kb', '0'], /--max-kb 0 is not a whole number from 1 to 100000/],
    [['budget', 'catalog', '--max-kb', '150.5'], /--max-kb 150\.5 is not a whole number/],
    [['budget', 'catalog', '--max-kb', '100001'], /--max-kb 100001 is not a whole number/],
    [['budget', 'catalog', '--max-kb', '150kb'], /--max-kb 150kb is not a whole number/],
    [['budget', 'catalog', '--max-kb', '5', '--json'], /budget takes no --json/],
    [['budget', 'catalog', '--max-kb', '5', '--memory-mb', '64'], /budget takes no --memory-mb/],
    [['server-render', 'catalog', 'on', '--max-kb', '5'], /server-render takes no --max-kb/],
    [['list', '--max-kb', '5'], /list takes no --max-kb/],
  ])('refuses budget arguments %j with a usage error', (args, message) => {
    expect(() => parseRemotesArgs(args)).toThrow(UsageError);
    expect(() => parseRemotesArgs(args)).toThrow(message);
  });

  it.each([
    [[], /^name a command: add, server-render, api-origins, budget or list \(got none\)\. Usage: npm run remotes/],
    [['add', '--route', '/reviews', '--title', 'Reviews'], /add takes one remote name \(got none\)/],
    [['add', 'reviews', '--title', 'Reviews'], /add needs --route \(e\.g\. \/reviews\) and --title/],
    [['add', 'Reviews', '--route', '/reviews', '--title', 'Reviews'], /"Reviews" is not a remote name/],
    [['add', 'reviews', '--route', '/a', '--route', '/b', '--title', 'R'], /--route is given more than once/],
    [['list', '--title', 'x'], /list takes no --title/],
    [['list', '--deadline-ms', '500'], /list takes no --deadline-ms/],
    [['add', 'r', '--route', '/r', '--title', 'R', '--memory-mb', '64'], /add takes no --memory-mb/],
    [['server-render', 'catalog'], /server-render takes one remote name, then on or off \(got catalog\)/],
    [['server-render', 'catalog', 'yes'], /server-render takes one remote name, then on or off \(got catalog yes\)/],
    [['server-render', 'catalog', 'cart', 'on'], /takes one remote name, then on or off/],
    [['server-render', 'Catalog', 'on'], /"Catalog" is not a remote name/],
    [['server-render', 'catalog', 'on', '--title', 'x'], /server-render takes no --title/],
    [['server-render', 'catalog', 'off', '--deadline-ms', '500'], /server-render off takes no --deadline-ms/],
    [
      ['server-render', 'catalog', 'on', '--deadline-ms', '9'],
      /--deadline-ms 9 is not a whole number from 10 to 30000/,
    ],
    [['server-render', 'catalog', 'on', '--deadline-ms', '30001'], /--deadline-ms 30001 is not a whole number/],
    [['server-render', 'catalog', 'on', '--deadline-ms', '1.5e3'], /--deadline-ms 1\.5e3 is not a whole number/],
    [['server-render', 'catalog', 'on', '--memory-mb', '15'], /--memory-mb 15 is not a whole number from 16 to 4096/],
    [['server-render', 'catalog', 'on', '--memory-mb', '-64'], /--memory-mb needs a value/],
    [['server-render', 'catalog', 'on', '--memory-mb', ''], /--memory-mb "" is not a whole number/],
    [['server-render', 'catalog', 'on', '--output-kb', '15'], /--output-kb 15 is not a whole number from 16 to 65536/],
    [['server-render', 'catalog', 'on', '--output-kb', '65537'], /--output-kb 65537 is not a whole number/],
    [['server-render', 'catalog', 'on', '--output-kb', '4MB'], /--output-kb 4MB is not a whole number/],
    [['server-render', 'catalog', 'off', '--output-kb', '64'], /server-render off takes no --deadline-ms, --memory-mb/],
    [['budget', 'catalog', '--max-kb', '5', '--output-kb', '64'], /budget takes no --output-kb/],
    [['list', '--output-kb', '64'], /list takes no --output-kb/],
    [
      ['server-render', 'catalog', 'on', '--memory-mb', '64', '--memory-mb', '65'],
      /--memory-mb is given more than once/,
    ],
  ])('refuses %j with a usage error', (args, message) => {
    expect(() => parseRemotesArgs(args)).toThrow(UsageError);
    expect(() => parseRemotesArgs(args)).toThrow(message);
  });
});
