import { DEPLOY_QUERY } from '@mfp/shared/deploy';
import { isSemanticVersion, SEMANTIC_VERSION_RULE } from '@mfp/shared/registry';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiRefusal } from './answers/ApiRefusal';

/** The `version` query of an upload, when given: a semantic version, or `version-invalid`. */
export function versionQuery(query: Record<string, unknown>): string | undefined {
  const version = query[DEPLOY_QUERY.version];
  if (version === undefined) return undefined;
  if (typeof version === 'string' && isSemanticVersion(version)) return version;
  throw new ApiRefusal(
    'version-invalid',
    `${JSON.stringify(version)} is not a version to publish under: give ${SEMANTIC_VERSION_RULE} (--version), or ` +
      'leave it out to get the package version plus the content hash.',
  );
}

/** A flag of the query: `1` or `true` sets it. */
export const flagQuery = (query: Record<string, unknown>, name: string): boolean =>
  ['1', 'true'].includes(String(query[name] ?? ''));

/** `dry-run=1` (or `true`): check only. */
export const dryRunQuery = (query: Record<string, unknown>): boolean => flagQuery(query, DEPLOY_QUERY.dryRun);

/**
 * The package version an unversioned upload is named after, as `npm run deploy` names one after the remote's
 * package.json: the build's own, which the federation plugin writes into the manifest (`metaData.buildInfo
 * .buildVersion`), or `1.0.0` when it is not a semantic version or the manifest cannot be read (the gate says why).
 */
export async function packageVersionOf(dir: string): Promise<string> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, REMOTE_MANIFEST_FILE), 'utf8')) as {
      metaData?: { buildInfo?: { buildVersion?: unknown } };
    };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' && isSemanticVersion(version) ? version : '1.0.0';
  } catch {
    return '1.0.0';
  }
}
