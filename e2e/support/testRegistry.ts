import type { RegistryDocument, RegistryEntry } from '@mfp/shared/registry';
import { readFileSync, rmSync } from 'node:fs';
import { writeFileAtomic } from '../../scripts/lib/writeFileAtomic';
import { E2E_PATHS } from './e2ePaths';

/**
 * The registry the browser tests start from, saved by the global setup. Tests that "redeploy" a fixture write a
 * changed registry and restore this one afterwards; the server re-reads the file on every request.
 */
const baseRegistryFile = `${E2E_PATHS.registryFile}.base`;

export function saveBaseRegistry(registry: RegistryDocument): void {
  writeFileAtomic(baseRegistryFile, JSON.stringify(registry, null, 2));
  writeFileAtomic(E2E_PATHS.registryFile, JSON.stringify(registry, null, 2));
}

export function baseRegistry(): RegistryDocument {
  return JSON.parse(readFileSync(baseRegistryFile, 'utf8')) as RegistryDocument;
}

export function restoreBaseRegistry(): void {
  writeFileAtomic(E2E_PATHS.registryFile, readFileSync(baseRegistryFile, 'utf8'));
}

/** Replaces one remote's entry, as a deploy would. */
export function redeploy(entry: RegistryEntry): void {
  const registry = baseRegistry();
  registry.remotes = registry.remotes.map((remote) => (remote.name === entry.name ? entry : remote));
  writeFileAtomic(E2E_PATHS.registryFile, JSON.stringify(registry, null, 2));
}

export function writeRawRegistry(text: string): void {
  writeFileAtomic(E2E_PATHS.registryFile, text);
}

export function removeRegistry(): void {
  rmSync(E2E_PATHS.registryFile, { force: true });
}
