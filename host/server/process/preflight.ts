import { createServer } from 'node:net';
import { readOrCreateStoreSecret } from '@mfp/store/secrets';
import type { ServerConfig } from '../config/config';
import { describeListenError } from './listenError';

async function checkPort(server: 'host' | 'store', port: number, host: string): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host }, resolve);
    });
  } catch (error) {
    throw describeListenError(error, server, port, host);
  } finally {
    await new Promise((resolve) => probe.close(resolve));
  }
}

/**
 * What would stop the servers from starting, checked before a command spends minutes building: a HOST that does not
 * resolve, a port that is taken or privileged, a digest secret the store cannot keep. Throws the same one-line errors
 * as `startServers` (SettingsError, PortInUseError, StoreError).
 *
 * Not covered: a port taken between this check and the real listen, which `startServers` reports the same way.
 */
export async function checkCanServe(
  config: Pick<ServerConfig, 'host' | 'port' | 'storePort' | 'digestSecret' | 'storeDir'>,
): Promise<void> {
  await checkPort('store', config.storePort, config.host);
  await checkPort('host', config.port, config.host);
  if (config.digestSecret === undefined) await readOrCreateStoreSecret(config.storeDir, 'digest');
}
