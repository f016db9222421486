/**
 * `npm run bench:store`: publishing the catalog remote to a folder store against an S3 server (s3rver), and cold page
 * loads of /catalog with the remote's files from the built-in store server against nginx (the CDN template) in front
 * of the bucket. Prints a table and writes bench/results/store.json (keys: bench/README.md).
 * BENCH_STORE_ROUNDS sets the publish rounds (default 5), BENCH_PAIRS the page-load pairs (default 9).
 */
import path from 'node:path';
import { runMain } from '../../scripts/lib/runMain';
import { buildAll } from '../../scripts/lib/buildAll';
import { launchChromium } from '../browser/launchChromium';
import { NETWORK_CASES } from '../browser/networkCases';
import { loadAverage, machineInfo } from '../machineInfo';
import { writeResults } from '../results/writeResults';
import { startBenchStores } from './benchStores';
import { startCdnServers } from './cdnServers';
import { measureCdnLoads } from './measureCdnLoads';
import { measurePublish } from './measurePublish';
import { storeResultLines } from './printStoreResults';
import { seedBoth } from './seedBoth';
import { existsSync } from 'node:fs';
import { nginxBinary } from '../../e2e/support/nginxProcess';
import { STORE_RESULTS } from './storeResultsFile';
import { storeBenchSettings } from './storeBenchSettings';
import { storeResultsSchema, type CdnCase, type StoreResults } from './storeResultsSchema';

const PUBLISHED_REMOTE = 'catalog';
/** The main bench's case: cold, 40 ms added to each request. */
const NETWORK_CASE = NETWORK_CASES.find((c) => c.id === 'cold-40ms') ?? (NETWORK_CASES[0] as (typeof NETWORK_CASES)[0]);

runMain(async () => {
  const started = Date.now();
  const { rounds, pairs } = storeBenchSettings();
  const print = (line: string) => console.log(line);
  const loadBefore = loadAverage();
  print(`Load average before: ${loadBefore.join(' ')}`);
  // Production builds, skipped when current (as `npm run build`).
  const builds = await buildAll('production', undefined, (line) => print(`[build] ${line}`));
  const catalog = builds.find(({ target }) => target.name === PUBLISHED_REMOTE);
  if (!catalog) throw new Error(`no remote named ${PUBLISHED_REMOTE} among the build targets`);
  const stores = await startBenchStores();
  let chromium = 'not launched';
  try {
    print(`[publish] ${PUBLISHED_REMOTE}, ${rounds} rounds to each store (S3: ${stores.s3.server.endpoint})`);
    const target = { remote: PUBLISHED_REMOTE, distDir: path.join(catalog.target.dir, 'dist') };
    const publish = await measurePublish(stores, target, rounds, print);
    let cdnCase: CdnCase;
    if (!existsSync(nginxBinary())) {
      cdnCase = { kind: 'skipped', reason: `no nginx at ${nginxBinary()} (scripts/ensure-nginx.sh installs it)` };
      print(`[cdn] skipped: ${cdnCase.reason}`);
    } else {
      print('[cdn] seeding both stores with the same builds');
      await seedBoth(stores, builds, (line) => print(`  ${line}`));
      const servers = await startCdnServers(stores);
      const browser = await launchChromium();
      try {
        chromium = browser.version();
        print(
          `[cdn] ${NETWORK_CASE.label}: store server ${servers.urls.storeServer.files}, CDN ${servers.urls.cdn.files}`,
        );
        cdnCase = { kind: 'measured', ...(await measureCdnLoads(browser, servers.urls, NETWORK_CASE, pairs, print)) };
      } finally {
        await browser.close();
        await servers.close();
      }
    }
    const results = storeResultsSchema.parse({
      schemaVersion: 1,
      date: new Date().toISOString(),
      machine: machineInfo(chromium, loadBefore),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      publish,
      cdnCase,
    } satisfies StoreResults);
    await writeResults(STORE_RESULTS, results);
    print('');
    for (const line of storeResultLines(results)) print(line);
    print('');
    print(`Written to ${path.relative(process.cwd(), STORE_RESULTS)}`);
  } finally {
    await stores.close();
  }
});
