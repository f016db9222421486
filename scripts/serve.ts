import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadServerConfig, serveHostUntilStopped } from '@mfp/host-server';
import { runMain } from './lib/runMain';
import { UserFacingError } from '@mfp/settings/command';

/**
 * `npm run serve`: the host server alone (PORT, default 3000), from what `npm run build` wrote. No building, no
 * seeding, no store server: the process a team runs N copies of, behind a load balancer, with the version files on a
 * CDN (STORE_PUBLIC_URL) or served by one `npm run serve:store`. Deploys write the registry it serves.
 */
runMain(async () => {
  const config = loadServerConfig();
  const indexFile = path.join(config.hostDist, 'index.html');
  // A copy that would answer 503 to every page is a broken deployment: refuse to start rather than join the pool.
  if (!existsSync(indexFile)) {
    throw new UserFacingError(
      `The host is not built: ${indexFile} is missing. Run \`npm run build\` first, or point HOST_DIST at the ` +
        "host's build folder.",
    );
  }
  await serveHostUntilStopped(config);
});
