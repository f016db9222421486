import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stylesheetFilesOf, type ReleaseStylesheets } from '@mfp/shared/registry';
import { sriOf } from '@mfp/store/files';

/**
 * The integrity of every stylesheet of an ES-module release in `dir`, as a deploy of it records it in its registry
 * entry (`stylesheetFilesOf`, the rule the store's `releaseStylesheets` applies; decision 0058).
 */
export function stylesheetIntegrity(dir: string): ReleaseStylesheets {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return stylesheetFilesOf(files).map((file) => ({ path: file, integrity: sriOf(readFileSync(path.join(dir, file))) }));
}
