import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

// A `dist` folder: git, ESLint, Prettier, jest and the build's input hash all leave those alone already.
const workDir = path.join(repoRoot, 'bench', 'dist');

/** Everything `npm run bench` and `npm run load` write lives here, except the results file. */
export const BENCH_PATHS = {
  workDir,
  /** The store the federated variant's remotes are published into; never the `.store` of `npm start`. */
  storeDir: path.join(workDir, 'store'),
  /** The single-bundle variant, served like a host dist. */
  singleBundleDist: path.join(workDir, 'single-bundle'),
  /** The single bundle built for Node (`server.js`), for the server-rendered single bundle (decision 0067). */
  singleBundleServer: path.join(workDir, 'single-bundle-server'),
  hostDist: path.join(repoRoot, 'host', 'dist'),
  /** JSON log lines of the servers under measurement. */
  serverLog: path.join(workDir, 'server.log'),
  /** The Chromium trace of each case's first measured visit per variant, `<case>-<variant>.json`. */
  traces: path.join(workDir, 'traces'),
  results: path.join(repoRoot, 'bench', 'results', 'latest.json'),
} as const;
