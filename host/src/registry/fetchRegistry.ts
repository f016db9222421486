import { errorMessage } from '../federation/errorMessage';
import { RemoteFailure } from '../federation/RemoteFailure';
import { parseRegistry, type RegistryProblem } from './parseRegistry';
import type { RegistryEntry } from '@mfp/shared';

export const REGISTRY_PATH = '/registry.json';
const REGISTRY_REMOTE = 'registry';

export interface LoadedRegistry {
  remotes: RegistryEntry[];
  problems: RegistryProblem[];
}

/** Fetches and validates the registry. Rejects with a `registry-unreachable` or `registry-invalid` RemoteFailure. */
export async function fetchRegistry(timeoutMs: number): Promise<LoadedRegistry> {
  let body: unknown;
  try {
    const response = await fetch(REGISTRY_PATH, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${REGISTRY_PATH}`);
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new RemoteFailure({
        kind: 'registry-invalid',
        remote: REGISTRY_REMOTE,
        message: `${REGISTRY_PATH} is not JSON: ${errorMessage(error)}`,
        cause: error,
      });
    }
  } catch (error) {
    if (error instanceof RemoteFailure) throw error;
    throw new RemoteFailure({
      kind: 'registry-unreachable',
      remote: REGISTRY_REMOTE,
      message: errorMessage(error),
      cause: error,
    });
  }
  const parsed = parseRegistry(body);
  if (!parsed.ok)
    throw new RemoteFailure({ kind: 'registry-invalid', remote: REGISTRY_REMOTE, message: parsed.message });
  return { remotes: parsed.remotes, problems: parsed.problems };
}
