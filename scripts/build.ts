import { buildAll } from './lib/buildAll';
import { runMain } from './lib/runMain';

/**
 * `npm run build`: everything production needs, built for production: the host (with its precompressed siblings), its
 * server renderer (decision 0082) and every remote whose inputs changed since their last build. It seeds and serves
 * nothing: `npm run serve` runs the host server from its output, `npm run deploy` publishes remotes.
 */
runMain(async () => {
  await buildAll('production');
});
