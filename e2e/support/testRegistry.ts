import type { RegistryDocument, RegistryEntry } from '@mfp/shared/registry';
import { writeFileAtomic } from '@mfp/store/testing';
import { readFileSync, rmSync } from 'node:fs';
import { E2E_PATHS } from './e2ePaths';
import { e2eStore } from './e2eStore';
import { waitUntilRegistryServed } from './registryServed';

/**
 * The registry the browser tests start from, saved by the global setup. Tests that "redeploy" a fixture write a
 * changed registry and restore this one afterwards; each of these returns once the host server serves what it wrote
 * (it keeps the registry in memory and polls the file's revision, see registryServed.ts).
 *
 * Only the setup goes through `Store.writeRegistry`, which is asynchronous. The tests call the functions below without
 * awaiting them, and write broken registries on purpose, so these write the store's registry file directly, with the
 * store's own atomic write.
 */
const { registryFile } = e2eStore.layout;
const format = (registry: RegistryDocument) => JSON.stringify(registry, null, 2);

export async function saveBaseRegistry(registry: RegistryDocument): Promise<void> {
  writeFileAtomic(E2E_PATHS.baseRegistryFile, format(registry));
  await e2eStore.writeRegistry(registry);
}

export function baseRegistry(): RegistryDocument {
  return JSON.parse(readFileSync(E2E_PATHS.baseRegistryFile, 'utf8')) as RegistryDocument;
}

export function restoreBaseRegistry(): void {
  writeFileAtomic(registryFile, readFileSync(E2E_PATHS.baseRegistryFile, 'utf8'));
  waitUntilRegistryServed();
}

/** Replaces one remote's entry, as a deploy would. */
export function redeploy(entry: RegistryEntry): void {
  const registry = baseRegistry();
  registry.remotes = registry.remotes.map((remote) => (remote.name === entry.name ? entry : remote));
  writeFileAtomic(registryFile, format(registry));
  waitUntilRegistryServed();
}

/**
 * The base registry plus one remote's entry as the registry file has it now: after a deploy of a new remote, whose
 * switch writes the registry from the store's releases only, without the fixtures the base registry adds.
 */
export function addToBaseRegistry(name: string, settings: Partial<RegistryEntry> = {}): void {
  const current = JSON.parse(readFileSync(registryFile, 'utf8')) as RegistryDocument;
  const found = current.remotes.find((remote) => remote.name === name);
  if (!found) throw new Error(`addToBaseRegistry: the registry has no entry for ${name}`);
  // Settings the platform team would give the remote (`npm run remotes -- server-render`), for this spec's run.
  const entry = { ...found, ...settings };
  const registry = baseRegistry();
  registry.remotes = [...registry.remotes.filter((remote) => remote.name !== name), entry];
  writeFileAtomic(registryFile, format(registry));
  waitUntilRegistryServed();
}

export function writeRawRegistry(text: string): void {
  writeFileAtomic(registryFile, text);
  waitUntilRegistryServed();
}

export function removeRegistry(): void {
  rmSync(registryFile, { force: true });
  waitUntilRegistryServed();
}
