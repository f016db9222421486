import { checkCompatibility, type HostSharedVersions } from '@mfp/shared/compatibility';
import { SERVER_BUILD_NAMES, serverManifestSchema, type ServerManifest } from '@mfp/shared/serverBuild';
import type { ReleaseFiles } from '../releaseFiles';
import type { ServerBuildProblem } from './serverBuildProblem';
import { serverScriptImports } from './serverScriptImports';

const { folder, manifest: MANIFEST } = SERVER_BUILD_NAMES;
const invalid = (detail: string): ServerBuildProblem[] => [{ kind: 'server-build-invalid', detail }];

/** The server manifest read and checked, or why it cannot be; undefined when the release has no server build. */
async function readServerManifest(files: ReleaseFiles): Promise<ServerManifest | ServerBuildProblem[] | undefined> {
  const bytes = await files.read(`${folder}/${MANIFEST}`);
  if (bytes === undefined) {
    const others = (await files.list())?.filter((file) => file.startsWith(`${folder}/`)) ?? [];
    return others.length === 0 ? undefined : invalid(`${folder}/ holds ${others[0]} but no ${MANIFEST}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return invalid(`${folder}/${MANIFEST} is not JSON`);
  }
  const parsed = serverManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return invalid(`${folder}/${MANIFEST}: ${issue?.path.join('.') || 'the document'} ${issue?.message ?? ''}`.trim());
  }
  return parsed.data;
}

/** A script of `server/` besides the entry: a chunk the host never loads, which only a split build writes. */
async function otherScripts(files: ReleaseFiles, entry: string): Promise<string[]> {
  const listed = (await files.list()) ?? [];
  return listed.filter(
    (file) => file.startsWith(`${folder}/`) && file.endsWith('.js') && file !== `${folder}/${entry}`,
  );
}

/**
 * The gate's check of a release's server build (decision 0063), when it has one: its manifest, its one script, the
 * shared versions it was built against (the browser build's rule, `checkCompatibility`), and what the script asks of
 * its realm (`serverScriptImports`). A release without `server/` has nothing to check: it renders in the browser only.
 */
export async function serverBuildProblems(
  files: ReleaseFiles,
  remote: string,
  module: string,
  hostShared: HostSharedVersions,
): Promise<ServerBuildProblem[]> {
  const manifest = await readServerManifest(files);
  if (manifest === undefined || Array.isArray(manifest)) return manifest ?? [];
  const problems: ServerBuildProblem[] = [];
  if (manifest.name !== remote) problems.push(...invalid(`${MANIFEST} names "${manifest.name}", not "${remote}"`));
  if (!manifest.exposes.includes(module)) problems.push(...invalid(`${MANIFEST} does not expose ${module}`));
  const chunks = await otherScripts(files, manifest.entry);
  if (chunks.length > 0) problems.push(...invalid(`${folder}/ holds scripts besides its entry (${chunks.join(', ')})`));
  const shared = Object.entries(manifest.shared).map(([name, version]) => ({ name, version, singleton: true }));
  const compatibility = checkCompatibility(shared, hostShared);
  if (compatibility.status === 'incompatible')
    problems.push(
      ...compatibility.problems.map((problem) => ({ kind: 'server-shared-incompatible' as const, problem })),
    );
  const script = await files.read(`${folder}/${manifest.entry}`);
  if (script === undefined) return [...problems, ...invalid(`${MANIFEST} names ${manifest.entry}, which is missing`)];
  const { builtins, unprovided, unparsable } = serverScriptImports(script.toString('utf8'));
  if (unparsable !== undefined) problems.push(...invalid(`${manifest.entry} is not JavaScript: ${unparsable}`));
  if (builtins.length > 0) problems.push({ kind: 'server-node-builtin', modules: builtins });
  if (unprovided.length > 0) problems.push({ kind: 'server-module-unprovided', modules: unprovided });
  return problems;
}
