import { remoteManifestSchema, type RemoteManifest } from './manifestSchema';

/** What reading an `mf-manifest.json` found: a manifest, or why the text is none (`detail`, for messages). */
export type ManifestRead =
  | { kind: 'manifest'; manifest: RemoteManifest }
  | { kind: 'not-json'; detail: string }
  | { kind: 'invalid'; detail: string };

/**
 * Reads the text of a remote's `mf-manifest.json`: parses it and checks it against `remoteManifestSchema`. The one
 * reading of a manifest for the deploy gate, the host server's page hints and the browser.
 */
export function readManifest(text: string): ManifestRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'not-json', detail: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = remoteManifestSchema.safeParse(json);
  if (parsed.success) return { kind: 'manifest', manifest: parsed.data };
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`);
  return { kind: 'invalid', detail: issues.join('; ') };
}

const ASSET_KINDS = ['js', 'css'] as const;
const ASSET_TIMINGS = ['sync', 'async'] as const;

/** The files an `assets` object of the manifest names (`{ js: { sync, async }, css: { sync, async } }`). */
function assetFiles(assets: unknown): string[] {
  if (typeof assets !== 'object' || assets === null) return [];
  return ASSET_KINDS.flatMap((kind) => {
    const group = (assets as Record<string, unknown>)[kind];
    if (typeof group !== 'object' || group === null) return [];
    return ASSET_TIMINGS.flatMap((timing) => {
      const list = (group as Record<string, unknown>)[timing];
      return Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];
    });
  });
}

/** `path.posix.join` without Node: the entry's folder and name, `.` and `..` resolved, as the gate always named it. */
function joinPosix(folder: string, name: string): string {
  const joined = [folder, name].filter((part) => part !== '').join('/');
  const absolute = joined.startsWith('/');
  const segments: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..' && segments.length > 0 && segments.at(-1) !== '..') segments.pop();
    else if (segment !== '..' || !absolute) segments.push(segment);
  }
  const trailing = joined.endsWith('/') && segments.length > 0 ? '/' : '';
  const body = segments.join('/') + trailing;
  return absolute ? `/${body}` : body || '.';
}

/** The entry's path relative to the manifest (`remoteEntry.js`, or `path/name` for an entry in a folder). */
export function manifestEntryFile(manifest: RemoteManifest): string {
  const { remoteEntry } = manifest.metaData;
  return joinPosix(remoteEntry.path ?? '', remoteEntry.name);
}

/**
 * Every file a manifest names, as written in it (relative to the manifest), each with what names it: `the entry`,
 * `shared <name>` (its fallback copy) or `expose <path>`. The first to name a file keeps it.
 */
export function manifestAssets(manifest: RemoteManifest): Map<string, string> {
  const named = new Map<string, string>([[manifestEntryFile(manifest), 'the entry']]);
  for (const shared of manifest.shared)
    for (const file of assetFiles(shared.assets)) if (!named.has(file)) named.set(file, `shared ${shared.name}`);
  for (const expose of manifest.exposes)
    for (const file of assetFiles(expose.assets)) if (!named.has(file)) named.set(file, `expose ${expose.path}`);
  return named;
}

/** The scripts an expose loads before it can render (its synchronous chunks), none for an expose the manifest lacks. */
export const exposeChunks = (manifest: RemoteManifest, module: string): string[] =>
  manifest.exposes.find((expose) => expose.path === module)?.assets?.js?.sync ?? [];

/**
 * The stylesheets an expose applies before it renders (its synchronous CSS, in the manifest's order), none for an
 * expose the manifest lacks: what a slot rendered on the server links before its markup (decision 0066).
 */
export const exposeStylesheets = (manifest: RemoteManifest, module: string): string[] =>
  manifest.exposes.find((expose) => expose.path === module)?.assets?.css?.sync ?? [];
