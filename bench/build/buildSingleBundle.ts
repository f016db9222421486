import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileWithProgress } from '@mfp/remote-kit/build';
import { createSingleBundleConfig } from '@mfp/webpack-config';
import { inputHash } from '@mfp/webpack-config/inputHash';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { remoteTargets, type RemoteTarget } from '../../scripts/lib/buildTargets';
import { BUILD_STAMP } from '../../scripts/lib/ensureBuilt';
import { precompressHostDist } from '../../scripts/lib/precompressHostDist';
import { nowhereRegistry } from './nowhereRegistry';

const hostDir = path.join(repoRoot, 'host');
const hostSource = (file: string) => path.join(hostDir, 'src', file);

/** The host modules that reach the federation runtime or the registry server, and what stands in for them. */
const SEAMS = {
  [hostSource('loading/moduleFederationRuntime.ts')]: hostSource('singleBundle/staticRemoteLoader.ts'),
  [hostSource('registry/registrySource.ts')]: hostSource('singleBundle/inlinedRegistrySource.ts'),
};

/** The host's inputs (its own folder, shared, webpack) and every remote's, so a change to any rebuilds the bundle. */
function singleBundleHash(remotes: RemoteTarget[]): string {
  const hash = createHash('sha256').update(inputHash(hostDir, 'single-bundle'));
  for (const remote of remotes) hash.update(remote.name).update(inputHash(remote.dir, 'single-bundle'));
  return hash.digest('hex');
}

/**
 * The single-bundle variant of the application (see bench/README.md): the same shell and remotes, one bundle, no
 * federation, the registry compiled in. Skipped when `outputDir` holds a build of the current inputs.
 */
export async function buildSingleBundle(outputDir: string, print: (line: string) => void): Promise<void> {
  const remotes = remoteTargets();
  const hash = singleBundleHash(remotes);
  const stampPath = path.join(outputDir, BUILD_STAMP);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === hash) {
    print('✓ single bundle is up to date');
    return;
  }
  print('▶ building the single bundle (production)');
  const config = createSingleBundleConfig({
    packageDir: hostDir,
    entry: './src/bootstrap.tsx',
    outputDir,
    seams: SEAMS,
    constants: { MFP_SINGLE_BUNDLE_REGISTRY: nowhereRegistry() },
  });
  await compileWithProgress('single bundle', config, print);
  // Served by the same host server as the federated build, so with the same precompressed siblings.
  await precompressHostDist(outputDir, print);
  writeFileSync(stampPath, hash);
}
