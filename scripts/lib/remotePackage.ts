import { readFileSync } from 'node:fs';
import {
  isRemoteName,
  isSemanticVersion,
  REMOTE_NAME_RULE,
  ROUTE_RULE,
  registryEntrySchema,
  SEMANTIC_VERSION_RULE,
} from '@mfp/shared/registry';
import { UserFacingError } from '@mfp/settings/command';

/** Where a remote is mounted and what the navigation calls it; kept in the remote's package.json under "mfp". */
export interface RemoteMeta {
  title: string;
  route: string;
  module: string;
}

/** What a build needs from a remote's package.json, validated. */
export interface RemotePackage {
  version: string;
  meta: RemoteMeta;
}

/** A remote's folder name is its federation name, which ends up in JavaScript identifiers and the registry. */

/**
 * Validity comes from the host's own registry schema: a value the host would reject must fail the build, not make
 * the remote vanish from a running host. The texts here only explain the rule.
 */
const META_RULES: Record<keyof RemoteMeta, { rule: string; example: string }> = {
  title: { rule: '1 to 60 characters', example: 'Catalog' },
  route: { rule: ROUTE_RULE, example: '/catalog' },
  module: { rule: 'a module the remote exposes, starting with "./"', example: './App' },
};

/** Throws unless `name` can be a federation name; the message suggests one that can. */
export function assertRemoteName(name: string, dir: string): void {
  if (isRemoteName(name)) return;
  const suggestion =
    name
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .replace(/^[^a-z]+/, '') || 'my_remote';
  throw new UserFacingError(
    `Remote folder ${dir} has an invalid name "${name}": a remote's folder name is its federation name, which must be ` +
      `${REMOTE_NAME_RULE}. Rename the folder (e.g. to "${suggestion}") ` +
      `and the name in its webpack.config.ts.`,
  );
}

function parseJson(packagePath: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(packagePath, 'utf8'));
  } catch (error) {
    throw new UserFacingError(`${packagePath} is not valid JSON (${(error as Error).message}). Fix its syntax.`, {
      cause: error,
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UserFacingError(`${packagePath} must hold a JSON object, like every package.json.`);
  return parsed as Record<string, unknown>;
}

function readVersion(pkg: Record<string, unknown>, packagePath: string): string {
  if (pkg.version === undefined) return '0.0.0';
  // The version names the remote's folder in the store, so it must be a plain semantic version, never a path.
  if (typeof pkg.version === 'string' && isSemanticVersion(pkg.version)) return pkg.version;
  throw new UserFacingError(
    `${packagePath}: "version" is ${JSON.stringify(pkg.version)}, but it names the remote's folder in the store and ` +
      `must be ${SEMANTIC_VERSION_RULE}. Fix "version".`,
  );
}

function readMeta(pkg: Record<string, unknown>, name: string, packagePath: string): RemoteMeta {
  const mfp = pkg.mfp ?? {};
  if (typeof mfp !== 'object' || mfp === null || Array.isArray(mfp)) {
    throw new UserFacingError(
      `${packagePath}: "mfp" must be an object such as {"title": "Catalog", "route": "/catalog", "module": "./App"}.`,
    );
  }
  const given = mfp as Partial<Record<keyof RemoteMeta, unknown>>;
  const defaults: RemoteMeta = { title: name, route: `/${name}`, module: './App' };
  const meta = { ...defaults };
  for (const field of Object.keys(META_RULES) as (keyof RemoteMeta)[]) {
    const { rule, example } = META_RULES[field];
    const value = given[field] ?? defaults[field];
    if (typeof value === 'string' && registryEntrySchema.shape[field].safeParse(value).success) {
      meta[field] = value;
      continue;
    }
    const what =
      given[field] === undefined
        ? `is not set, and its default ${JSON.stringify(value)} is not valid`
        : `is ${JSON.stringify(value)}`;
    throw new UserFacingError(
      `${packagePath}: "mfp.${field}" ${what}; it must be ${rule}, e.g. "${example}". Set "mfp.${field}" accordingly.`,
    );
  }
  return meta;
}

/** Reads and validates a remote's package.json; every error names the file, the field and the fix. */
export function readRemotePackage(name: string, packagePath: string): RemotePackage {
  const pkg = parseJson(packagePath);
  return { version: readVersion(pkg, packagePath), meta: readMeta(pkg, name, packagePath) };
}
