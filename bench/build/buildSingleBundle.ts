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
import { singleBundleServerConfig } from './singleBundleServerConfig';

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

const upToDate = (outputDir: string, hash: string) => {
  const stampPath = path.join(outputDir, BUILD_STAMP);
  return existsSync(stampPath) && readFileSync(stampPath, 'utf8') === hash;
};

/**
 * The single-bundle variant of the application (see bench/README.md): the same shell and remotes, one bundle, no
 * federation, the registry compiled in; and the same built for Node into `serverOutputDir`, for the server-rendered
 * single bundle (decision 0067). Each is skipped when its folder holds a build of the current inputs.
 */
export async function buildSingleBundle(
  outputDir: string,
  serverOutputDir: string,
  print: (line: string) => void,
): Promise<void> {
  const hash = singleBundleHash(remoteTargets());
  const options = { packageDir: hostDir, seams: SEAMS, constants: { MFP_SINGLE_BUNDLE_REGISTRY: nowhereRegistry() } };
  if (upToDate(outputDir, hash)) print('✓ single bundle is up to date');
  else {
    print('▶ building the single bundle (production)');
    const config = createSingleBundleConfig({ ...options, entry: './src/bootstrap.tsx', outputDir });
    await compileWithProgress('single bundle', config, print);
    // Served by the same host server as the federated build, so with the same precompressed siblings.
    await precompressHostDist(outputDir, print);
    writeFileSync(path.join(outputDir, BUILD_STAMP), hash);
  }
  if (upToDate(serverOutputDir, hash)) print('✓ single bundle for Node is up to date');
  else {
    print('▶ building the single bundle for Node (production)');
    const config = singleBundleServerConfig({ ...options, outputDir: serverOutputDir });
    await compileWithProgress('single bundle for Node', config, print);
    writeFileSync(path.join(serverOutputDir, BUILD_STAMP), hash);
  }
}
