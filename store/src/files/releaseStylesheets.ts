import { releaseStylesheetsSchema, stylesheetFilesOf, type ReleaseStylesheets } from '@mfp/shared/registry';

/**
 * The integrity of every stylesheet of a build (`stylesheetFilesOf`), from the integrity of its files
 * (`buildFileIntegrity`), for the registry entry of a release whose entry is an ES module: the host applies each with
 * it before the entry is imported (decision 0058). The caller asks only for a release whose modules it records
 * (`releaseModules`); an empty list for a build without stylesheets, so that a registry entry without the field is
 * known to be from before they were recorded. Undefined for more than `MAX_STYLESHEET_FILES` or a path a registry entry
 * cannot carry (which the gate refuses): a production host then refuses the release as `entry-unverifiable`.
 */
export function releaseStylesheets(files: Readonly<Record<string, string>>): ReleaseStylesheets | undefined {
  const styles = releaseStylesheetsSchema.safeParse(
    stylesheetFilesOf(Object.keys(files)).map((file) => ({ path: file, integrity: files[file] })),
  );
  return styles.success ? styles.data : undefined;
}
