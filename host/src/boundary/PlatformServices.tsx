import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import type { FailureReporter } from '../failures/failureReporter';
import type { MountTimings } from '../loadTimings/mountTimings';
import type { MountCounter } from '../loadTimings/mountCounter';
import type { ServerSlot } from '@mfp/shared/page';
import type { HydrationMismatches } from '../hydration/hydrationMismatches';

/**
 * The page's services, which every slot and boundary uses: made once per page by `bootServices` (`boot/`), or by the
 * standalone shell around one remote.
 */
export interface PlatformServices {
  /** Loads remotes; on a host page, it holds the route's remote the entry script started loading. */
  loader: RemoteLoader;
  /** Sends failures to the host server, once per distinct failure per page. */
  reportFailure: FailureReporter;
  /** Real-user load timings of remote mounts; absent when the page sends none (`pageData.timings`). */
  timings?: MountTimings;
  /** Every mount of a remote's slot, counted per release (decision 0075); absent outside a host page. */
  mounts?: MountCounter;
  /** The page's host name, for the fallback screen's wording: the request's on the server, `location`'s otherwise. */
  hostname?: string;
  /** What the server rendered in the route's slot (the page data's `serverSlot`); absent when it rendered nothing. */
  serverSlot?: ServerSlot;
  /** The hydration mismatches React recovered from on this page, for the server-rendered slot they happened in. */
  hydrationMismatches?: Pick<HydrationMismatches, 'claim'>;
}

const PlatformServicesContext = createContext<PlatformServices | null>(null);

/** Provides the remote loader and the failure reporter; tests provide fakes of the federation runtime underneath. */
export function PlatformServicesProvider({ services, children }: { services: PlatformServices; children: ReactNode }) {
  return <PlatformServicesContext.Provider value={services}>{children}</PlatformServicesContext.Provider>;
}

export function usePlatformServices(): PlatformServices {
  const services = useContext(PlatformServicesContext);
  if (!services) throw new Error('usePlatformServices must be used inside <PlatformServicesProvider>');
  return services;
}
