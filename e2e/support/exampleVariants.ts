import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildExampleOnce } from '../../kit/scripts/builtExample';
import type { ExampleCopy } from '../../kit/scripts/exampleOutsideWorkspace';

/** An edit of the example's `src/ReviewList.tsx`, from its original text; it must change something. */
export type ReviewListEdit = (original: string) => string;

/**
 * Builds the example as its team would (`npm run build`) once per variant, each from `src/ReviewList.tsx` edited as
 * told (`undefined`: as it is), and keeps each build in `dist-<variant>`; the source is put back after each. A variant
 * built from the same inputs before, by another spec or run, is copied rather than built again (`buildExampleOnce`).
 * Resolves with each variant's folder, relative to the example's.
 */
export async function buildExampleVariants(
  example: ExampleCopy,
  variants: Record<string, ReviewListEdit | undefined>,
): Promise<Record<string, string>> {
  const { dir, tarball } = example;
  const file = path.join(dir, 'src', 'ReviewList.tsx');
  const original = await readFile(file, 'utf8');
  const folders: Record<string, string> = {};
  for (const [variant, edit] of Object.entries(variants)) {
    const edited = edit ? edit(original) : original;
    if (edit && edited === original) throw new Error(`the ${variant} variant's edit changed nothing in ReviewList.tsx`);
    await writeFile(file, edited);
    try {
      await buildExampleOnce(dir, tarball);
    } finally {
      await writeFile(file, original);
    }
    const folder = `dist-${variant}`;
    await rm(path.join(dir, folder), { recursive: true, force: true });
    await rename(path.join(dir, 'dist'), path.join(dir, folder));
    folders[variant] = folder;
  }
  return folders;
}
