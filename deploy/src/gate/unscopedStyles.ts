import { KIT_STAMP_FILE } from '@mfp/shared/deploy';
import type { ReleaseFiles } from './releaseFiles';
import { styleLeaks, type StyleLeak } from './styleLeaks';

/** How many leaks a refusal lists; the rest are counted. Keeps the gate's output bounded whatever the release. */
export const LISTED_STYLE_LEAKS = 100;

/** How the release was built, for the fix the refusal gives: the kit's factories, Vite, or a config of its own. */
export type StyleBuilder = 'kit' | 'es-module' | 'classic-script';

/** What the gate found in a release's stylesheets: the first leaks, how many in all, how the release was built. */
export interface UnscopedStyles {
  leaks: (StyleLeak & { file: string })[];
  count: number;
  built: StyleBuilder;
}

/**
 * What makes the `unscoped-style` problem of a release (docs/decisions/0059): every `.css` file of it, whoever built it, parsed
 * and checked by `styleLeaks`; undefined when nothing can style outside the slot. `cssFiles` are the stylesheets the
 * manifest names, used when the release's files cannot be listed (a published version).
 */
export async function unscopedStyles(
  files: ReleaseFiles,
  remote: string,
  cssFiles: string[],
  esModule: boolean,
): Promise<UnscopedStyles | undefined> {
  const listed = await files.list();
  const stylesheets = listed === undefined ? cssFiles : listed.filter((file) => file.toLowerCase().endsWith('.css'));
  const leaks: (StyleLeak & { file: string })[] = [];
  let count = 0;
  for (const file of stylesheets) {
    const bytes = await files.read(file);
    if (bytes === undefined) continue; // a missing file the manifest names is file-missing's problem
    for (const leak of styleLeaks(bytes.toString('utf8'), file, remote)) {
      count++;
      if (leaks.length < LISTED_STYLE_LEAKS) leaks.push({ file, ...leak });
    }
  }
  if (count === 0) return undefined;
  const stamped = (await files.read(KIT_STAMP_FILE)) !== undefined;
  const built: StyleBuilder = stamped ? 'kit' : esModule ? 'es-module' : 'classic-script';
  return { leaks, count, built };
}
