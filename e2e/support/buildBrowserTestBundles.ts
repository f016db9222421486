import type { BuildResult } from '../../scripts/lib/ensureBuilt';
import { buildAll } from '../../scripts/lib/buildAll';
import { runMain } from '../../scripts/lib/runMain';
import { buildFixtures } from '../fixtures/buildFixtures';
import { E2E_PATHS } from './e2ePaths';

/**
 * The production bundles and the fixture remotes the browser tests serve, each built only when its inputs changed.
 * `npm test` runs this in its first lane, beside jest (decision 0094): the browser tests' global setup then finds
 * everything current.
 */
export async function buildBrowserTestBundles(print: (line: string) => void): Promise<BuildResult[]> {
  const builds = await buildAll('production', undefined, print);
  await buildFixtures(E2E_PATHS.fixturesDir, print);
  return builds;
}

if (require.main === module) {
  runMain(async () => {
    await buildBrowserTestBundles((line) => console.log(line));
  });
}
