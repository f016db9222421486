import {
  checkCompatibility,
  describeProblem,
  entryLoading,
  manifestAssets,
  readManifest,
  type HostSharedVersions,
} from '@mfp/shared/compatibility';
import { MAX_MODULE_FILES, moduleFilesOf, releasePathSchema } from '@mfp/shared/registry';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import path from 'node:path';
import type { GateProblem } from './gateProblem';
import { kitStampProblem } from './kitStampCheck';
import { overBudget, type GateBudget } from './overBudget';
import { findPublicSourceMaps } from './publicSourceMaps';
import { serverBuildProblems } from './serverBuild/serverBuildProblems';
import type { ReleaseFiles } from './releaseFiles';
import { sharedChunkGlobal, type LiveRelease } from './sharedChunkGlobal';
import { staysInside } from './staysInside';
import { uncheckedChunks } from './uncheckedChunks';
import { unrecordableStylesheets } from './unrecordableStylesheets';
import { unscopedStyles } from './unscopedStyles';

/** What the gate looks at: the release's files, the remote, the module the registry names, the host's shared set. */
export interface GateInput {
  files: ReleaseFiles;
  remote: string;
  /** The expose the host mounts, from the remote's package.json (`./App` by contract). */
  module: string;
  hostShared: HostSharedVersions;
  /** The remote's budget (decision 0072); absent: the release is not weighed. */
  budget?: GateBudget;
  /** The remote's live release, whose chunk-loading global the release must not share (decision 0097); absent: none. */
  live?: LiveRelease;
}

/** What the gate found: `problems` refuse the release; `warnings` (soft compatibility problems) do not. */
export interface GateResult {
  problems: GateProblem[];
  warnings: string[];
  /** Files the manifest names, each checked to exist. */
  filesChecked: number;
}

async function checkFiles(files: ReleaseFiles, named: Map<string, string>): Promise<GateProblem[]> {
  const problems: GateProblem[] = [];
  for (const [file, namedBy] of named) {
    if (!staysInside(file)) problems.push({ kind: 'file-outside', file, namedBy });
    else if ((await files.read(path.posix.normalize(file))) === undefined)
      problems.push({ kind: 'file-missing', file, namedBy });
  }
  return problems;
}

/**
 * The problem of an ES-module release whose module files' integrity the deploy cannot carry in its registry entry
 * (`moduleFilesOf`, `releaseModulesSchema`), so the host would refuse it; undefined when it can, or when the files of a
 * published version were not recorded (its registry entry carries what its deploy recorded).
 */
async function unrecordableModules(files: ReleaseFiles, entryFile: string): Promise<GateProblem | undefined> {
  const listed = await files.list();
  if (listed === undefined) return undefined;
  const modules = moduleFilesOf(listed, entryFile);
  const unfit = modules.filter((file) => !releasePathSchema.safeParse(file).success);
  if (unfit.length === 0 && modules.length <= MAX_MODULE_FILES) return undefined;
  return { kind: 'modules-unrecordable', count: modules.length, unfit };
}

/**
 * The deploy gate: checks that a release can work in this host before anything is published or switched. The
 * manifest must exist, be a federation manifest of this remote and expose `module`; the compatibility check (the one
 * the host runs on every manifest, decision 0011) must pass against the host's shared set; and the entry and every
 * file the manifest names must exist; the entry must be a classic script holding the integrity of every script and
 * stylesheet the manifest names (decisions 0031, 0054), or an ES module whose every JavaScript file's and stylesheet's
 * integrity the deploy can record for the host to check (decisions 0055, 0058); the release must publish no source
 * map (decision 0017); every stylesheet must keep to the remote's slot (decision 0059); a kit stamp, if any, must
 * speak this platform's contract; the critical path must fit the remote's budget, if it has one (decision 0072);
 * a server build, if any, must be one the host's server realm can run (decision 0063); and a webpack or Rspack
 * entry must not set up the live release's chunk-loading global (decision 0097). Every problem is reported, not only
 * the first.
 *
 * Not covered: whether the code runs. A release that evaluates with an error, or renders one, passes; the host's
 * boundary and its last-known-good fallback deal with those.
 */
export async function checkRelease({
  files,
  remote,
  module,
  hostShared,
  budget,
  live,
}: GateInput): Promise<GateResult> {
  const bytes = await files.read(REMOTE_MANIFEST_FILE);
  if (bytes === undefined) return { problems: [{ kind: 'manifest-missing' }], warnings: [], filesChecked: 0 };
  const read = readManifest(bytes.toString('utf8'));
  if (read.kind !== 'manifest')
    return { problems: [{ kind: 'manifest-invalid', detail: read.detail }], warnings: [], filesChecked: 0 };
  const { manifest } = read;
  const problems: GateProblem[] = [];
  if (manifest.name !== remote) problems.push({ kind: 'name-mismatch', manifestName: manifest.name });
  const exposed = manifest.exposes.map((expose) => expose.path);
  if (!exposed.includes(module)) problems.push({ kind: 'expose-missing', module, exposed });
  const loading = entryLoading(manifest);
  if (loading.kind === 'other') problems.push({ kind: 'entry-unverifiable', type: loading.type });
  const compatibility = checkCompatibility(manifest.shared, hostShared);
  if (compatibility.status === 'incompatible')
    problems.push(...compatibility.problems.map((problem) => ({ kind: 'shared-incompatible' as const, problem })));

  const named = manifestAssets(manifest);
  problems.push(...(await checkFiles(files, named)));
  const [entryFile = ''] = named.keys(); // manifestAssets names the entry first
  if (loading.kind === 'classic-script' && staysInside(entryFile)) {
    const inside = [...named].filter(([file]) => staysInside(file)).map(([file, namedBy]) => ({ file, namedBy }));
    const unchecked = await uncheckedChunks(files, entryFile, inside);
    const scripts = unchecked.filter(({ file }) => !file.endsWith('.css'));
    const stylesheets = unchecked.filter(({ file }) => file.endsWith('.css'));
    if (scripts.length > 0) problems.push({ kind: 'chunks-unchecked', chunks: scripts });
    if (stylesheets.length > 0) problems.push({ kind: 'stylesheets-unchecked', stylesheets });
  }
  // An ES module's files are checked by the host against the hashes the deploy records, if it can record them all.
  const modules = loading.kind === 'es-module' ? await unrecordableModules(files, entryFile) : undefined;
  if (modules) problems.push(modules);
  const styles = loading.kind === 'es-module' ? await unrecordableStylesheets(files) : undefined;
  if (styles) problems.push(styles);
  const sourceMaps = await findPublicSourceMaps(files, [...named.keys()].filter(staysInside));
  if (sourceMaps.maps.length > 0 || sourceMaps.comments.length > 0)
    problems.push({ kind: 'source-maps-public', ...sourceMaps });
  const namedStylesheets = [...named.keys()].filter((file) => staysInside(file) && file.endsWith('.css'));
  const unscoped = await unscopedStyles(files, remote, namedStylesheets, loading.kind === 'es-module');
  if (unscoped) problems.push({ kind: 'unscoped-style', ...unscoped });
  const heavy = budget && (await overBudget(files, manifest, module, budget));
  if (heavy) problems.push({ kind: 'over-budget', ...heavy });
  const kit = await kitStampProblem(files);
  if (kit) problems.push(kit);
  problems.push(...(await serverBuildProblems(files, remote, module, hostShared)));
  const shared = live && staysInside(entryFile) ? await sharedChunkGlobal(files, entryFile, live) : undefined;
  if (shared) problems.push({ kind: 'chunk-global-shared', ...shared });
  const warnings = compatibility.softProblems.map((problem) => describeProblem(remote, problem));
  return { problems, warnings, filesChecked: named.size };
}
