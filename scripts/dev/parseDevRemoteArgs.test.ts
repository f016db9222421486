import { UsageError } from '@mfp/settings/command';
import { DEV_REMOTE_USAGE, parseDevRemoteArgs } from './parseDevRemoteArgs';

describe('parseDevRemoteArgs', () => {
  it('reads the name, and the port and host when given', () => {
    expect(parseDevRemoteArgs(['catalog'])).toEqual({ name: 'catalog' });
    expect(parseDevRemoteArgs(['catalog', '--port', '3011', '--host', 'https://shop.example.com/any/page'])).toEqual({
      name: 'catalog',
      port: 3011,
      host: 'https://shop.example.com',
    });
    expect(parseDevRemoteArgs(['--port=3011', 'cart'])).toEqual({ name: 'cart', port: 3011 });
  });

  it('reads --ssr, alone or with a port, in any place', () => {
    expect(parseDevRemoteArgs(['catalog', '--ssr'])).toEqual({ name: 'catalog', ssr: true });
    expect(parseDevRemoteArgs(['--ssr', 'catalog', '--port', '3011'])).toEqual({
      name: 'catalog',
      port: 3011,
      ssr: true,
    });
  });

  it.each([
    ['no name', [], 'name the remote to serve'],
    ['two names', ['catalog', 'cart'], 'one remote at a time (got catalog, cart)'],
    ['an unknown option', ['catalog', '--watch'], 'unknown option --watch'],
    ['a port that is no number', ['catalog', '--port', 'x'], '--port x is not a usable port'],
    ['a privileged port', ['catalog', '--port', '80'], '--port 80 is not a usable port'],
    ['a host that is no URL', ['catalog', '--host', 'localhost:3000'], 'must be an http(s) URL'],
    ['a host that is not http', ['catalog', '--host', 'javascript:alert(1)'], 'must be an http(s) URL'],
    ['--ssr with --host', ['catalog', '--ssr', '--host', 'http://localhost:3000'], 'drop --host to check the server'],
    ['--ssr given a value', ['catalog', '--ssr=yes'], '--ssr'],
    ['--ssr twice', ['catalog', '--ssr', '--ssr'], '--ssr is given more than once'],
  ])('refuses %s with the usage line', (_what, args, problem) => {
    expect(() => parseDevRemoteArgs(args)).toThrow(UsageError);
    expect(() => parseDevRemoteArgs(args)).toThrow(problem);
    expect(() => parseDevRemoteArgs(args)).toThrow(`Usage: ${DEV_REMOTE_USAGE}`);
  });
});
