import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerEntry } from '@mfp/shared/registry';
import { serverEntrySchema } from '@mfp/shared/registry';
import { SERVER_BUILD_NAMES, serverManifestSchema } from '@mfp/shared/serverBuild';

/**
 * What a deploy records of a build's server build (decision 0063): its script's path in the release
 * (`server/catalog.0123abcd.js`) and that script's integrity, taken from `files` (`buildFileIntegrity`). Undefined,
 * and nothing recorded, when the build has no server manifest, or one that does not parse or names a script the build
 * lacks: the release then renders in the browser only (the gate refuses such a build unless forced).
 */
export async function releaseServerEntry(
  distDir: string,
  files: Readonly<Record<string, string>>,
): Promise<ServerEntry | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(distDir, SERVER_BUILD_NAMES.folder, SERVER_BUILD_NAMES.manifest), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = serverManifestSchema.safeParse(manifest);
  if (!parsed.success) return undefined;
  const entry = `${SERVER_BUILD_NAMES.folder}/${parsed.data.entry}`;
  const integrity = files[entry];
  const recorded = serverEntrySchema.safeParse({ entry, integrity });
  return integrity !== undefined && recorded.success ? recorded.data : undefined;
}
