import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { moduleFilesOf, type ReleaseModules } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE } from '@mfp/shared/remote';
import { sriOf } from '@mfp/store/files';

/**
 * The integrity of every module file of an ES-module release in `dir`, as a deploy of it records it in its registry
 * entry (`moduleFilesOf`, the rule the store's `releaseModules` applies; decision 0055).
 */
export function moduleIntegrity(dir: string): ReleaseModules {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return Object.fromEntries(
    moduleFilesOf(files, REMOTE_ENTRY_FILE).map((file) => [file, sriOf(readFileSync(path.join(dir, file)))]),
  );
}
