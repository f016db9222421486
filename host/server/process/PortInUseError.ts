import { SettingsError } from '@mfp/settings';

/**
 * A port that is taken: the message says which server, which port, and which variable moves it. A `SettingsError`,
 * since a setting fixes it, so command-line scripts recognise it through @mfp/settings without loading fastify.
 */
export class PortInUseError extends SettingsError {
  override name = 'PortInUseError';

  constructor(
    readonly server: 'host' | 'store',
    readonly port: number,
  ) {
    const variable = server === 'host' ? 'PORT' : 'STORE_PORT';
    super(
      `Port ${port} (${server} server) is already in use. Stop the process using it, or choose another port, ` +
        `e.g. ${variable}=${port + 1} npm start.`,
    );
  }
}
