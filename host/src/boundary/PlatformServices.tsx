import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from '../loading/createRemoteLoader';
import type { FailureReporter } from '../failures/reportFailure';

export interface PlatformServices {
  loader: RemoteLoader;
  reportFailure: FailureReporter;
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
