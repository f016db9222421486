import { buildAll } from './lib/buildAll';
import { runMain } from './lib/runMain';

/** `npm run build`: builds the host and every remote whose inputs changed since their last build. */
runMain(async () => {
  await buildAll('production');
});
