// Its own module so that command-line scripts can recognise it without loading fastify.
/** A port that is taken: the message says which server, which port, and which variable moves it. */
export class PortInUseError extends Error {
  constructor(
    readonly server: 'host' | 'store',
    readonly port: number,
  ) {
    const variable = server === 'host' ? 'PORT' : 'STORE_PORT';
    super(
      `Port ${port} (${server} server) is already in use. Stop the process using it, or choose another port, ` +
        `e.g. ${variable}=${port + 1} npm start.`,
    );
    this.name = 'PortInUseError';
  }
}
