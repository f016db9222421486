import { errorMessage } from '../failures/errorMessage';
import { PlatformFailure } from '@mfp/shared/failures';
import { readAllowedOrigins } from './allowedOrigins';
import { parseRegistry, type RegistryProblem } from './parseRegistry';
import type { RegistryEntry } from '@mfp/shared/registry';

export const REGISTRY_PATH = '/registry.json';
const REGISTRY_REMOTE = 'registry';

export interface LoadedRegistry {
  remotes: RegistryEntry[];
  problems: RegistryProblem[];
}

/**
 * Fetches and validates the registry, skipping entries on origins the server's allowed-origins header leaves out.
 * Rejects with a `registry-unreachable` or `registry-invalid` PlatformFailure.
 */
export async function fetchRegistry(timeoutMs: number): Promise<LoadedRegistry> {
  let body: unknown;
  let allowedOrigins: string[] | undefined;
  try {
    const response = await fetch(REGISTRY_PATH, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${REGISTRY_PATH}`);
    allowedOrigins = readAllowedOrigins(response.headers);
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new PlatformFailure({
        source: 'registry',
        kind: 'registry-invalid',
        remote: REGISTRY_REMOTE,
        message: `${REGISTRY_PATH} is not JSON: ${errorMessage(error)}`,
        cause: error,
      });
    }
  } catch (error) {
    if (error instanceof PlatformFailure) throw error;
    throw new PlatformFailure({
      source: 'registry',
      kind: 'registry-unreachable',
      remote: REGISTRY_REMOTE,
      message: errorMessage(error),
      cause: error,
    });
  }
  const parsed = parseRegistry(body, { allowedOrigins });
  if (!parsed.ok)
    throw new PlatformFailure({
      source: 'registry',
      kind: 'registry-invalid',
      remote: REGISTRY_REMOTE,
      message: parsed.message,
    });
  return { remotes: parsed.remotes, problems: parsed.problems };
}
