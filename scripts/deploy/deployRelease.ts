import { contentHash, releaseVersion, shortHash } from '@mfp/store';
import { BUILD_STAMP } from '../lib/ensureBuilt';
import { defaultVersion } from './defaultVersion';
import type { DeployCommand } from './deployArgs';
import type { DeployContext } from './deployContext';
import { passGate } from './gate/gateVerdict';
import { folderFiles } from './gate/releaseFiles';
import { StageRunner } from './stages';
import { liveSummary } from './liveSummary';

/** How a deploy ended: a new release went live, or the version was live already (nothing changed). */
export type DeployOutcome =
  | { kind: 'switched'; version: string; previous: string | undefined; published: 'copied' | 'identical' }
  | { kind: 'already-live'; version: string };

/**
 * `npm run deploy -- <remote>`: builds only that remote, runs the gate on the build, publishes it as an immutable
 * version (with precompressed siblings, through staging and a rename) and switches the registry to it under the
 * store's lock, recording the release. The remote's lock is held throughout, so two deploys of one remote run one
 * after the other, while deploys of other remotes proceed. Any failure before the switch leaves the registry and the
 * releases as they were.
 */
export async function deployRelease(
  command: Extract<DeployCommand, { kind: 'deploy' }>,
  context: DeployContext,
): Promise<DeployOutcome> {
  const { store, print } = context;
  const target = context.findRemote(command.remote);
  await store.checkWritable();
  return store.withRemoteLock(
    target.name,
    async () => {
      const before = (await store.readReleases()).remotes[target.name]?.live;
      const stages = new StageRunner(print, liveSummary(target.name, before));
      const build = await stages.run('build', target.name, () => context.build(target, (line) => print(`  ${line}`)));
      const checked = await stages.run('check', 'the gate', async () => {
        const hash = await contentHash(build.distDir, { exclude: [BUILD_STAMP] });
        const version = command.version ?? defaultVersion(target.version, hash);
        store.versionLocation(target.name, version); // a version that cannot name a folder stops here
        const files = folderFiles(build.distDir);
        const input = { files, remote: target.name, module: target.meta.module, hostShared: context.hostShared };
        const forced = await passGate(input, command.force, print);
        print(`  ${target.name}@${version}, content ${shortHash(hash)}`);
        return { hash, version, forced };
      });
      const { version, hash, forced } = checked;
      const release = {
        action: 'deploy' as const,
        version,
        at: context.now().toISOString(),
        contentHash: hash,
        ...context.author,
        ...(forced && { forced }),
      };
      const outcome = await releaseVersion(store, {
        remote: target.name,
        release,
        storePublicUrl: context.storePublicUrl,
        description: target.meta,
        inputHash: build.inputHash,
        build: {
          distDir: build.distDir,
          exclude: [BUILD_STAMP],
          print,
          newVersionHint:
            'Deploy it under a new version (--version), or leave --version out to get one made of the package ' +
            'version and the content hash.',
          onPublished: (published) =>
            print(
              published.kind === 'copied'
                ? `  published to ${published.location}`
                : `  ${version} is already published with identical bytes: nothing to copy`,
            ),
        },
        step: (name, work) => stages.run(name, name === 'publish' ? `${target.name}@${version}` : 'the registry', work),
      });
      if (outcome.kind === 'already-live') {
        print(
          `✓ ${target.name} ${version} is already live with identical bytes: nothing changed (${stages.summary()})`,
        );
        return { kind: 'already-live', version };
      }
      print(
        `✓ ${target.name} ${version} is live${outcome.previous ? ` (was ${outcome.previous})` : ''}: ` +
          `${stages.summary()}.\n  The next page load shows it. Undo with: npm run deploy -- ${target.name} --rollback`,
      );
      // A build is always given, so the version was copied or found identical.
      const published = outcome.published.kind === 'copied' ? 'copied' : 'identical';
      return { kind: 'switched', version, previous: outcome.previous, published };
    },
    { print: (line) => print(`  ${line}`) },
  );
}
