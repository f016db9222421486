import pg from 'pg';
import type { RegistryWatch } from '../records/ReleaseRecords';
import { retryWithBackoff } from './retryWithBackoff';

/** The channel every switch notifies, in the transaction that switches (`pg_notify`). */
export const REGISTRY_CHANNEL = 'mfp_registry';

/** How soon a dropped listening connection is tried again, doubling up to the maximum while the server stays away. */
const RETRY_MS = { first: 100, max: 5000 } as const;

/**
 * Listens on `REGISTRY_CHANNEL` on a connection of its own (outside the pool, which would hand it to others), calling
 * `onSwitch` for every notification. A dropped connection is opened again, with backoff, until `close`; once it is
 * back, `onSwitch` is called once, since switches made meanwhile sent notifications nobody heard. Resolves once the
 * first `LISTEN` is in place, or rejects if it cannot be (the reader then only polls).
 */
export async function watchRegistrySwitches(
  url: string,
  onSwitch: () => void,
  fail: (error: unknown) => never,
): Promise<RegistryWatch> {
  let closed = false;
  let client: pg.Client | undefined;
  const retry = retryWithBackoff(RETRY_MS, listen, () => {
    if (!closed) onSwitch();
  });

  async function listen(): Promise<void> {
    const own = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5000 });
    own.on('notification', (message) => {
      if (!closed && message.channel === REGISTRY_CHANNEL) onSwitch();
    });
    own.on('error', () => dropped(own));
    own.on('end', () => dropped(own));
    client = own;
    try {
      await own.connect();
      await own.query(`LISTEN ${REGISTRY_CHANNEL}`);
    } catch (error) {
      client = undefined;
      await own.end().catch(() => undefined);
      throw error;
    }
  }

  function dropped(own: pg.Client) {
    if (closed || client !== own) return;
    client = undefined;
    own.end().catch(() => undefined);
    retry.later();
  }

  await listen().catch(fail);
  return {
    async close() {
      closed = true;
      retry.cancel();
      const own = client;
      client = undefined;
      await own?.end().catch(() => undefined);
    },
  };
}
