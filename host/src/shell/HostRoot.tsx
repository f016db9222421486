import { StrictMode, type ReactNode } from 'react';
import type { BootServices } from '../boot/bootServices';
import { PlatformServicesProvider } from '../boundary/PlatformServices';
import { RootBoundary } from '../boundary/RootBoundary';
import { OverrideSessionProvider } from '../overrides/OverrideSessionContext';

export interface HostRootProps {
  /** The page's services, overrides and registry: the browser's (`bootServices`) or the server's (`serverBoot`). */
  boot: Pick<BootServices, 'services' | 'overrides'>;
  /** The router around the app: the browser's, or the server's static one at the request's URL. */
  children: ReactNode;
}

/** Everything around the host's app, the same on the server and in the browser, so that the browser can hydrate it. */
export function HostRoot({ boot, children }: HostRootProps) {
  return (
    <StrictMode>
      <PlatformServicesProvider services={boot.services}>
        <RootBoundary>
          <OverrideSessionProvider session={boot.overrides}>{children}</OverrideSessionProvider>
        </RootBoundary>
      </PlatformServicesProvider>
    </StrictMode>
  );
}
