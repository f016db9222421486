import type { PlatformServices } from '../boundary/PlatformServices';
import { createFailureReporter } from '../failures/failureReporter';
import { createModuleFederationLoader } from '../loading/moduleFederationRuntime';
import { readPageData } from '../page/readPageData';
import { tabOverrideSession, type OverrideSession } from '../overrides/overrideSession';
import { pageRegistrySource, type RegistrySource } from '../registry/registrySource';
import { pageMountTimings } from '../loadTimings/pageMountTimings';
import { pageMountCounter } from '../loadTimings/pageMountCounter';
import { preloadRouteRemote } from './preloadRouteRemote';
import { withPreload } from './preloadingLoader';
import { installRuntimeStyleGuard } from '../runtimeStyles/installRuntimeStyleGuard';
import { withStyleGuard } from '../runtimeStyles/withStyleGuard';
import { createHydrationMismatches, type HydrationMismatches } from '../hydration/hydrationMismatches';
import { PreviewSession } from '../previews/previewSession';
import { tabStorage } from '../session/tabStorage';
import { developerTab } from '../session/developerTab';
import { fetchRegistry } from '../registry/fetchRegistry';
import type { Preview } from '@mfp/shared/page';
import { setPageView } from '../pageViews/currentPageView';

/** What the shell renders with, made once per page. */
export interface BootServices {
  /** The tab's `?mf-override=` session, captured before the router reads the URL. */
  overrides: OverrideSession;
  /** What every slot uses: the remote loader (holding the route's preloaded remote), the reporter, the timings, the mount counts. */
  services: PlatformServices;
  /** The registry the page came with, then its later fetches. */
  registry: RegistrySource;
  /** What `hydrateRoot` tells of the errors it recovered from, and the slots claim their mismatches from. */
  hydrationMismatches: HydrationMismatches;
  /** The tab's preview link (`?mfp-preview=`), kept in its URLs and sent with its registry reads. */
  previewLink: Pick<PreviewSession, 'link'>;
  /** What the server made of it, for the banner; absent without one. */
  preview?: Preview;
}

let made: BootServices | undefined;

/**
 * The page's services, made on the first call, which also starts loading the route's remote. The entry script calls
 * it before the async boundary (`index.ts`), so the remote's manifest, entry and expose load and run while the shell's
 * chunks load and React starts, not after (docs/decisions/0040); the bootstrap calls it again and gets the same
 * services. Nothing here imports a shared module (react, react-dom, react-router): the entry script cannot consume
 * them before the federation runtime has negotiated them.
 */
export function bootServices(): BootServices {
  if (made) return made;
  // Before the router reads the URL: `?mf-override=` moves into the tab's session.
  const overrides = tabOverrideSession();
  overrides.capture(window.location, window.history);
  // The tab's preview link: a full navigation that lost it from the URL goes again with it (decision 0076).
  const previewLink = new PreviewSession(tabStorage());
  const capture = previewLink.capture(window.location, window.history);
  if (capture.kind === 'restore') window.location.replace(capture.url);
  const pageData = readPageData();
  // What the tab's beacons and reports carry, until a registry read brings the next page view's (decision 0087).
  setPageView(pageData.pageView);
  // A developer's tab, not a user's: a remote it overrides, or any remote while it previews a release. The rollout
  // analysis and the status page count users only: its mounts and load times are not sent, its reports are marked.
  const tab = developerTab({ overrideFor: overrides.activeFor, previewLink: previewLink.link });
  const reportFailure = createFailureReporter(undefined, tab);
  // hydrateRoot's recoverable errors, for the server-rendered slot a mismatch happened in (decision 0068).
  const hydrationMismatches = createHydrationMismatches();
  // Before any remote's code can run: the guard learns each release from the loader (docs/decisions/0060).
  const styleGuard = installRuntimeStyleGuard(reportFailure);
  const loader = withPreload(withStyleGuard(createModuleFederationLoader(), styleGuard));
  const services: PlatformServices = {
    loader,
    reportFailure,
    // Listening from the entry script on, so a click that changes the route before React starts is still seen.
    timings: pageMountTimings(pageData.timings, tab.uncounted),
    mounts: pageMountCounter(tab.uncounted),
    // The release the server rendered in the route's slot, which the slot hydrates (decision 0064).
    ...(pageData.serverSlot ? { serverSlot: pageData.serverSlot } : {}),
    hydrationMismatches,
  };
  // The allowed origins and the registry come with the page (the host server writes them): nothing waits for a fetch.
  const registry = pageRegistrySource(pageData, fetchRegistry, previewLink.registryUrl());
  // Not a remote this tab overrides: the shell loads that one from the override, once it has checked it.
  preloadRouteRemote(loader, registry.initial?.remotes ?? [], window.location.pathname, overrides.requests);
  made = {
    overrides,
    services,
    registry,
    hydrationMismatches,
    previewLink,
    ...(pageData.preview ? { preview: pageData.preview } : {}),
  };
  return made;
}
