import { REGISTRY_PATH, type RegistryEntry } from '@mfp/shared/registry';
import { errorMessage } from '../failures/errorMessage';
import { createFailure, toFailure } from '../failures/failureFactory';
import { withDeadline } from '../loading/withDeadline';
import { readAllowedOrigins } from './allowedOrigins';
import { parseRegistry, type RegistryProblem } from './parseRegistry';

export interface LoadedRegistry {
  remotes: RegistryEntry[];
  problems: RegistryProblem[];
}

function download(timeoutMs: number): Promise<{ text: string; allowedOrigins: string[] | undefined }> {
  return withDeadline(`Fetching ${REGISTRY_PATH}`, timeoutMs, async (signal) => {
    const response = await fetch(REGISTRY_PATH, { cache: 'no-cache', signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${REGISTRY_PATH}`);
    return { allowedOrigins: readAllowedOrigins(response.headers), text: await response.text() };
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw createFailure({
      source: 'registry',
      kind: 'registry-invalid',
      message: `${REGISTRY_PATH} is not JSON: ${errorMessage(error)}`,
      cause: error,
    });
  }
}

/**
 * Fetches and validates the registry, skipping entries on origins the server's allowed-origins header leaves out.
 * Rejects with a `registry-unreachable` or `registry-invalid` PlatformFailure.
 */
export async function fetchRegistry(timeoutMs: number): Promise<LoadedRegistry> {
  const { text, allowedOrigins } = await download(timeoutMs).catch((error: unknown) => {
    throw toFailure(error, { source: 'registry' });
  });
  const parsed = parseRegistry(parseJson(text), { allowedOrigins });
  if (!parsed.ok) throw createFailure({ source: 'registry', kind: 'registry-invalid', message: parsed.message });
  return { remotes: parsed.remotes, problems: parsed.problems };
}
