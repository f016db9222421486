import type { ReleasesStore } from '@mfp/store/releases';
import { contentHash, shortHash } from '@mfp/store/files';
import { releaseVersion } from '@mfp/store/releases';
import type { RolloutEndCommands } from '@mfp/shared/rollouts';
import { gateProblems, passGate } from '../gate/gateVerdict';
import { gateBudget } from '../gate/gateBudget';
import { gateLiveRelease } from '../gate/gateLiveRelease';
import { folderFiles } from '../gate/releaseFiles';
import { defaultVersion } from './defaultVersion';
import { makerFields, type DeployEnvironment, type ReleaseMaker } from './deployEnvironment';
import { liveSummary } from './liveSummary';
import { requireLiveRelease } from './requireLiveRelease';
import { requireNoRollout } from './requireNoRollout';
import { announceDeploy, type DeployOutcome } from './announceDeploy';
import { StageRunner } from './stages';

/** A remote's build, ready to check and publish. */
export interface BuiltRelease {
  distDir: string;
  /** Hash of the build's inputs, kept in the releases so that `npm start` knows the seed is current. */
  inputHash?: string;
  /** File names left out of the published copy (build bookkeeping). */
  exclude?: readonly string[];
  /** How messages name the build; its folder by default (an upload's temporary folder is no one's business). */
  label?: string;
}

export interface DeployRequest extends ReleaseMaker {
  remote: string;
  /** What the registry entry says besides the version. */
  description: { title: string; route: string; module: string };
  /** A build folder, or the build to run (the `build` stage, under the remote's lock). */
  build: BuiltRelease | BuildStep;
  /** The version to publish under; without it, `packageVersion` plus the content hash (`defaultVersion`). */
  version?: string;
  packageVersion: string;
  /** Runs the gate and stops: nothing is published or switched. */
  dryRun?: boolean;
  /** Deploys over the gate's refusal, recorded in the history. Never offered over HTTP. */
  force?: boolean;
  /** `false` where `--force` is not offered, so the gate's refusal does not suggest it. */
  canForce?: boolean;
  /**
   * `false` publishes through the gate and leaves the live release live (`--no-switch`, decision 0074); refused before
   * the build for a remote with no live release. `true` by default.
   */
  goLive?: boolean;
  /**
   * How to fix a version published with other bytes, how to undo the deploy, how to deploy normally, and how to end a
   * rollout that stands in the way of a switch.
   */
  hints?: { newVersion?: string; undo?: string; deploy?: string; endRollout?: RolloutEndCommands };
}

const releaseFilesOf = (build: BuiltRelease) => ({
  ...folderFiles(build.distDir),
  location: build.label ?? build.distDir,
});

/**
 * What the gate checks of a deploy: the build's files, of content hash `hash`, against the host's shared set, the
 * remote's budget and its live release.
 */
async function gateInput(
  { remote, description }: DeployRequest,
  env: DeployEnvironment,
  build: BuiltRelease,
  hash: string,
) {
  const budget = await gateBudget(env.store, remote, description.module);
  const live = await gateLiveRelease(env.store, remote, hash);
  const files = releaseFilesOf(build);
  return {
    files,
    remote,
    module: description.module,
    hostShared: env.hostShared,
    ...(budget && { budget }),
    ...(live && { live }),
  };
}

type BuildStep = { run(print: (line: string) => void): Promise<BuiltRelease> };

const isBuildStep = (build: DeployRequest['build']): build is BuildStep => 'run' in build;

/**
 * The one deploy (decision 0035): runs the gate on the build, publishes it as an immutable version (with precompressed
 * siblings, through staging and a rename) and switches the registry to it under the store's lock, recording the
 * release with who made it. The remote's lock is held throughout, so two deploys of one remote run one after the other,
 * while deploys of other remotes proceed. Any failure before the switch leaves the registry and the releases as they
 * were. A dry run checks only, without the lock: it writes nothing.
 */
export async function deployRemote(request: DeployRequest, env: DeployEnvironment): Promise<DeployOutcome> {
  const { store } = env;
  if (request.dryRun) return dryRun(request, env);
  await store.checkWritable();
  return store.withRemoteLock(request.remote, () => deployLocked(request, env), {
    print: (line) => env.print(`  ${line}`),
  });
}

async function versionOf(request: DeployRequest, store: ReleasesStore, build: BuiltRelease) {
  const hash = await contentHash(build.distDir, { exclude: build.exclude });
  const version = request.version ?? defaultVersion(request.packageVersion, hash);
  store.versionLocation(request.remote, version); // a version that cannot name a folder stops here
  return { hash, version };
}

async function dryRun(request: DeployRequest, env: DeployEnvironment): Promise<DeployOutcome> {
  const { remote } = request;
  const stages = new StageRunner(
    env.print,
    'Nothing was published or switched: this was a dry run.',
    env.isExpectedError,
  );
  const step = request.build;
  const build = isBuildStep(step)
    ? await stages.run('build', remote, () => step.run((line) => env.print(`  ${line}`)))
    : step;
  return stages.run('check', 'the gate (dry run)', async () => {
    const { hash, version } = await versionOf(request, env.store, build);
    const input = await gateInput(request, env, build, hash);
    const problems = await gateProblems(input, env.print);
    return { kind: 'checked', version, contentHash: hash, problems };
  });
}

async function deployLocked(request: DeployRequest, env: DeployEnvironment): Promise<DeployOutcome> {
  const { store, print } = env;
  const { remote, description } = request;
  // Before the build: a deploy refused now costs nothing (decisions 0077 and 0079).
  const before =
    request.goLive === false
      ? await requireLiveRelease(store, remote, request.hints?.deploy ?? 'deploy it without --no-switch')
      : await requireNoRollout(store, remote, { version: request.version, endCommands: request.hints?.endRollout });
  const stages = new StageRunner(print, liveSummary(remote, before), env.isExpectedError);
  const step = request.build;
  const build = isBuildStep(step)
    ? await stages.run('build', remote, () => step.run((line) => print(`  ${line}`)))
    : step;
  const checked = await stages.run('check', 'the gate', async () => {
    const { hash, version } = await versionOf(request, store, build);
    const input = await gateInput(request, env, build, hash);
    const forced = await passGate(input, request.force ?? false, print, request.canForce ?? true);
    print(`  ${remote}@${version}, content ${shortHash(hash)}`);
    return { hash, version, forced };
  });
  const { version, hash, forced } = checked;
  const release = {
    action: 'deploy' as const,
    version,
    at: env.now().toISOString(),
    contentHash: hash,
    ...makerFields(request),
    ...(forced && { forced }),
  };
  const outcome = await releaseVersion(store, {
    remote,
    release,
    storePublicUrl: env.storePublicUrl,
    description,
    inputHash: build.inputHash,
    goLive: request.goLive ?? true,
    endRolloutCommands: request.hints?.endRollout,
    build: {
      distDir: build.distDir,
      exclude: build.exclude,
      print,
      newVersionHint: request.hints?.newVersion,
      onPublished: (published) =>
        print(
          published.kind === 'copied'
            ? `  published to ${published.location}`
            : `  ${version} is already published with identical bytes: nothing to copy`,
        ),
    },
    step: (name, work) => stages.run(name, name === 'publish' ? `${remote}@${version}` : 'the registry', work),
  });
  return announceDeploy(outcome, {
    remote,
    version,
    contentHash: hash,
    summary: stages.summary(),
    print,
    undo: request.hints?.undo,
  });
}
