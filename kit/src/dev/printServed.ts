import { checkHost, pluggedHostUrl } from './pluggedHost';
import { devManifestUrl } from './remoteDevServer';

export interface ServedRemote {
  name: string;
  route: string;
  port: number;
  /** A running host to plug the remote into (`--host`), if any. */
  host?: string;
}

/**
 * The lines a remote's dev server prints once its first build is done, the same for `mfp dev` and
 * `npm run dev:remote`: its standalone page and manifest, and with `--host` the host's page with the remote plugged
 * in and whether that host will take it.
 */
export async function printServed(remote: ServedRemote, firstBuildMs: number, print: (line: string) => void) {
  const { name, route, port, host } = remote;
  const manifest = devManifestUrl(port);
  print(`✓ ${name} is served (first build ${(firstBuildMs / 1000).toFixed(1)} s)`);
  print(`  standalone page: http://localhost:${port}${route}`);
  print(`  manifest:        ${manifest}`);
  if (host) {
    print(`  in the host:     ${pluggedHostUrl(host, route, name, manifest)}`);
    print(`  ${await checkHost(host, manifest)}`);
  }
}
