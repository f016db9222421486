import type { RegistryEntry } from '@mfp/shared/registry';
import { readAllowedOrigins } from '../registry/allowedOrigins';
import { parseRegistry } from '../registry/parseRegistry';
import { registryDownload } from './registryDownload';

/**
 * The valid entries of the registry the entry script asked for (`startRegistryDownload`), validated as the shell
 * validates it, or none when it was not asked for, failed or is no registry: the preload is an optimisation, and the
 * shell's own fetch reports what is wrong.
 */
export async function earlyRegistry(download = registryDownload()): Promise<RegistryEntry[]> {
  if (!download) return [];
  try {
    const response = await download;
    if (!response.ok) return [];
    const parsed = parseRegistry(await response.json(), { allowedOrigins: readAllowedOrigins(response.headers) });
    return parsed.ok ? parsed.remotes : [];
  } catch {
    return [];
  }
}
