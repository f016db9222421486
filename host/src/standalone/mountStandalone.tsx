import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import type { RegistryEntry } from '@mfp/shared/registry';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reportHydrationMismatch } from './reportHydrationMismatch';
import { serverRenderedServices } from './serverRenderedServices';
import { StandaloneShell } from './StandaloneShell';
import { standaloneLoaderData } from './standaloneLoaderData';
import { standaloneServerSlot } from './standaloneServerSlot';

export interface StandaloneOptions {
  /** The remote's `./App` default export. */
  App: unknown;
  /** The remote's federation name, passed as `remoteName` exactly as the host passes it. */
  remoteName: string;
  /** Where the remote is mounted, as in its registry entry: `/catalog`. */
  basePath: string;
  /** What the host's loading state calls it; defaults to the name. */
  title?: string;
  /** Sent with failure reports, as the host sends the deployed version. */
  version?: string;
  /** Defaults to the page's `#root`. */
  container?: HTMLElement | null;
  /** The remote's `./App` module: its `loader`, if it exports one (decision 0093), runs in the browser. */
  module?: object;
  /**
   * The package.json's `mfp` section, whose `apiOrigins` say where the loader's API is on this page, as the platform
   * team's records say in a host: the page's `fetch` reaches these only, and the API must allow the page (CORS).
   */
  settings?: object;
}

/**
 * Mounts a remote on its standalone page (`npm run dev:remote`) inside the host's own boundary: see `StandaloneShell`.
 * A page the dev server rendered (`--ssr`, decision 0069) is hydrated, with the release its page data names, as a host
 * page hydrates; React's hydration errors are then shown. Inside the host this never runs; the host mounts `./App`.
 */
export function mountStandalone(options: StandaloneOptions): void {
  const { App, remoteName, basePath, title, version, container } = options;
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error(`${remoteName} standalone page: #root element is missing from index.html`);
  const serverSlot = root.firstChild ? standaloneServerSlot(remoteName) : undefined;
  const shownVersion = serverSlot?.version ?? version;
  const entry: RegistryEntry = {
    name: remoteName,
    title: title ?? remoteName,
    route: basePath,
    // The page's own manifest: what a host would load. The standalone page itself never fetches it.
    entry: new URL(`/${REMOTE_MANIFEST_FILE}`, window.location.href).href,
    module: './App',
    ...(shownVersion ? { version: shownVersion } : {}),
  };
  const data = standaloneLoaderData(options);
  if (!serverSlot) {
    createRoot(root).render(<StandaloneShell App={App} entry={entry} data={data} />);
    return;
  }
  const services = serverRenderedServices(App, serverSlot);
  hydrateRoot(root, <StandaloneShell App={App} entry={entry} services={services} data={data} />, {
    onRecoverableError: (error, info) => reportHydrationMismatch(error, info),
  });
}
