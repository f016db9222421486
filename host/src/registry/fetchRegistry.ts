import { REGISTRY_PATH, type RegistryEntry } from '@mfp/shared/registry';
import { errorMessage } from '../failures/errorMessage';
import { createFailure, toFailure } from '../failures/failureFactory';
import { withDeadline } from '../loading/withDeadline';
import { readAllowedOrigins, readAllowedOverrideOrigins } from './allowedOrigins';
import { parseRegistry, type RegistryProblem } from './parseRegistry';

export interface LoadedRegistry {
  remotes: RegistryEntry[];
  problems: RegistryProblem[];
  /** Origin patterns `?mf-override=` may load from; absent while the server has overrides off. */
  overrideOrigins?: string[];
}

interface Downloaded {
  text: string;
  allowedOrigins: string[] | undefined;
  overrideOrigins: string[] | undefined;
}

function download(timeoutMs: number): Promise<Downloaded> {
  return withDeadline(`Fetching ${REGISTRY_PATH}`, timeoutMs, async (signal) => {
    const response = await fetch(REGISTRY_PATH, { cache: 'no-cache', signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${REGISTRY_PATH}`);
    return {
      allowedOrigins: readAllowedOrigins(response.headers),
      overrideOrigins: readAllowedOverrideOrigins(response.headers),
      text: await response.text(),
    };
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
 * Fetches and validates the registry, skipping entries on origins the server's allowed-origins header leaves out,
 * and reads where overrides may load from.
 * Rejects with a `registry-unreachable` or `registry-invalid` PlatformFailure.
 */
export async function fetchRegistry(timeoutMs: number): Promise<LoadedRegistry> {
  const { text, allowedOrigins, overrideOrigins } = await download(timeoutMs).catch((error: unknown) => {
    throw toFailure(error, { source: 'registry' });
  });
  const parsed = parseRegistry(parseJson(text), { allowedOrigins });
  if (!parsed.ok) throw createFailure({ source: 'registry', kind: 'registry-invalid', message: parsed.message });
  return { remotes: parsed.remotes, problems: parsed.problems, ...(overrideOrigins ? { overrideOrigins } : {}) };
}
