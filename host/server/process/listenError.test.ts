import { SettingsError } from '@mfp/settings';
import { describeListenError } from './listenError';
import { PortInUseError } from './PortInUseError';

const systemError = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

describe('describeListenError', () => {
  it('says which port is taken and which variable moves it', () => {
    expect(describeListenError(systemError('EADDRINUSE'), 'store', 3100, 'localhost')).toEqual(
      new PortInUseError('store', 3100),
    );
  });

  it.each([
    ['EACCES', 'host', 80, /^Port 80 \(host server\) may not be used by this user: .*e\.g\. PORT=3000/],
    ['EACCES', 'store', 443, /^Port 443 \(store server\) may not be used .*e\.g\. STORE_PORT=3100/],
    ['ENOTFOUND', 'host', 3000, /^HOST="nohost" does not resolve to an address \(ENOTFOUND\).*HOST=localhost/],
    ['EAI_AGAIN', 'store', 3100, /^HOST="nohost" does not resolve to an address \(EAI_AGAIN\)/],
    ['EADDRNOTAVAIL', 'host', 3000, /^HOST="nohost" is not an address of this machine .*HOST=127\.0\.0\.1/],
  ] as const)('turns %s (%s server) into a one-line setting error', (code, server, port, message) => {
    const described = describeListenError(systemError(code), server, port, 'nohost');
    expect(described).toBeInstanceOf(SettingsError);
    expect((described as Error).message).toMatch(message);
    expect((described as Error).message).not.toContain('\n');
  });

  it('leaves an error it does not know as it is, stack and all', () => {
    const unknown = systemError('EWHATEVER');
    expect(describeListenError(unknown, 'host', 3000, 'localhost')).toBe(unknown);
  });
});
