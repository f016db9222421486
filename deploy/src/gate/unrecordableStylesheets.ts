import { MAX_STYLESHEET_FILES, releasePathSchema, stylesheetFilesOf } from '@mfp/shared/registry';
import type { GateProblem } from './gateProblem';
import type { ReleaseFiles } from './releaseFiles';

/**
 * The problem of an ES-module release whose stylesheets' integrity the deploy cannot carry in its registry entry
 * (`stylesheetFilesOf`, `releaseStylesheetsSchema`), so the host would refuse it (decision 0058); undefined when it
 * can, or when the files of a published version were not recorded (its registry entry carries what its deploy
 * recorded).
 */
export async function unrecordableStylesheets(files: ReleaseFiles): Promise<GateProblem | undefined> {
  const listed = await files.list();
  if (listed === undefined) return undefined;
  const stylesheets = stylesheetFilesOf(listed);
  const unfit = stylesheets.filter((file) => !releasePathSchema.safeParse(file).success);
  if (unfit.length === 0 && stylesheets.length <= MAX_STYLESHEET_FILES) return undefined;
  return { kind: 'styles-unrecordable', count: stylesheets.length, unfit };
}
