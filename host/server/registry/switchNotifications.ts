import type { RegistryWatch } from '@mfp/store';
import { logEvent } from '@mfp/shared/logs';
import { bounded, readFailureOf } from './boundedRead';
import type { StoredRegistry } from './storedRegistry';
import type { RegistryLog } from './registryOutageLog';

/**
 * Asks the store to call `onSwitch` when the registry switches, within `readTimeoutMs`. A store that cannot (or does
 * not answer in time) leaves notifications off, said in one line: they only hurry things up, and the poll keeps the
 * registry within its bound without them.
 */
export function watchSwitches(
  source: StoredRegistry,
  onSwitch: () => void,
  { readTimeoutMs, log }: { readTimeoutMs: number; log: RegistryLog },
): Promise<RegistryWatch | undefined> {
  return bounded(source.watchRegistry(onSwitch), readTimeoutMs, 'the registry watch').catch((error: unknown) => {
    const { kind, detail } = readFailureOf(error);
    log.warn(
      { ...logEvent('registry-watch-failed'), error: kind, detail },
      `registry switch notifications off: ${detail}`,
    );
    return undefined;
  });
}
