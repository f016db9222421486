import type { PlatformFailure } from '@mfp/shared/failures';
import {
  digestLine,
  fallbackScreenContainerStyle,
  fallbackScreenHeading,
  fallbackScreenTextStyle,
} from '../failures/fallbackScreenLook';
import { useFailureDigest } from '../failures/useFailureDigest';
import { usePlatformServices } from './PlatformServices';

export interface FallbackScreenProps {
  failure: PlatformFailure;
  /** `page` fills the viewport (a host failure); `slot` fills the remote's slot. */
  fill: 'page' | 'slot';
  hostname?: string;
  /**
   * The digest the server gave this failure (a slot that failed on the server and then in the browser too): shown
   * from the first render, with the server-side wording, and the failure is not reported again (decision 0064).
   */
  serverDigest?: string;
}

/**
 * The platform's fallback screen for one failure: reports it and, once the server acknowledged the report, shows the
 * digest (the wording switches to "server-side"). It shows no message and no stack: only the digest that leads to them
 * in the logs. The boot failure screen (showBootFailure.ts) draws the same screen without React.
 */
export function FallbackScreen({ failure, fill, hostname, serverDigest }: FallbackScreenProps) {
  const services = usePlatformServices();
  const reported = useFailureDigest(serverDigest === undefined ? failure : undefined, services.reportFailure);
  const digest = serverDigest ?? reported;
  const shownHostname = hostname ?? services.hostname ?? window.location.hostname;
  return (
    <div
      role="alert"
      data-testid="fallback-screen"
      data-failure-kind={failure.kind}
      data-failure-code={failure.code}
      style={{
        ...fallbackScreenContainerStyle,
        height: fill === 'page' ? '100vh' : '100%',
        minHeight: fill === 'slot' ? '60vh' : undefined,
      }}
    >
      <div>
        <h2 style={fallbackScreenTextStyle}>{fallbackScreenHeading(shownHostname, digest)}</h2>
        {digest ? <p style={fallbackScreenTextStyle}>{digestLine(digest)}</p> : null}
      </div>
    </div>
  );
}
