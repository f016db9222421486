import { SettingsError } from '@mfp/settings';
import { PortInUseError } from './PortInUseError';

/**
 * What a failed `listen` means to whoever set PORT, STORE_PORT or HOST: a one-line error that names the variable and
 * the fix, instead of the system's error code and a stack. Errors it does not know are returned as they are.
 */
export function describeListenError(error: unknown, server: 'host' | 'store', port: number, host: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const portVariable = server === 'host' ? 'PORT' : 'STORE_PORT';
  switch (code) {
    case 'EADDRINUSE':
      return new PortInUseError(server, port);
    case 'EACCES':
      return new SettingsError(
        `Port ${port} (${server} server) may not be used by this user: ports below 1024 need privileges. ` +
          `Choose a port from 1024 up, e.g. ${portVariable}=${server === 'host' ? 3000 : 3100}, and put a proxy in ` +
          `front for port ${port}.`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return new SettingsError(
        `HOST="${host}" does not resolve to an address (${code}): the servers cannot listen on it. Set HOST to a ` +
          `name this machine resolves or to one of its addresses, e.g. HOST=localhost, HOST=127.0.0.1 or ` +
          `HOST=0.0.0.0 (every interface), or unset it to use localhost.`,
      );
    case 'EADDRNOTAVAIL':
      return new SettingsError(
        `HOST="${host}" is not an address of this machine (${code}): the servers can only listen on its own ` +
          `addresses. Set HOST to one of them, e.g. HOST=127.0.0.1 or HOST=0.0.0.0 (every interface), or unset it ` +
          `to use localhost.`,
      );
    default:
      return error;
  }
}
