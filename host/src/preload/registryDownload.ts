// The registry's path, spelled out rather than imported: `@mfp/shared/registry` would bring its schemas (zod) into the
// entry script, which must stay small. `registryDownload.test.ts` checks that both agree.
export const REGISTRY_URL = '/registry.json';

let download: Promise<Response> | undefined;

/**
 * Asks for the registry as soon as the entry script runs (or takes the page's preload of it), in parallel with the
 * host's own chunks, instead of after the first render. Only the preload of the route's remote reads it (`earlyRegistry`); the shell fetches the registry
 * as before. Nothing else is imported here, so the entry script stays as small as it was.
 */
export function startRegistryDownload(): void {
  // The default cache mode, so that the page's `<link rel="preload" as="fetch">` of the registry answers it
  // (webpack/preloadBootChunksPlugin.ts); from the HTTP cache it is revalidated anyway (`Cache-Control: no-cache`).
  download ??= fetch(REGISTRY_URL);
  // Read by `earlyRegistry`; a failure here is the shell's to report, from its own fetch.
  download.catch(() => undefined);
}

/** The download `startRegistryDownload` started, if it did. */
export const registryDownload = (): Promise<Response> | undefined => download;

/** Forgets the download; for tests. */
export function resetRegistryDownload(): void {
  download = undefined;
}
