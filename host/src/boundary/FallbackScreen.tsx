import type { PlatformFailure } from '@mfp/shared/failures';
import {
  digestLine,
  fallbackScreenContainerStyle,
  fallbackScreenHeading,
  fallbackScreenTextStyle,
} from '../failures/fallbackScreenLook';
import { serverDigestOf } from '../data/serverFailureDigest';
import { useFailureDigest } from '../failures/useFailureDigest';
import { usePlatformServices } from './PlatformServices';

export interface FallbackScreenProps {
  failure: PlatformFailure;
  /** `page` fills the viewport (a host failure); `slot` fills the remote's slot. */
  fill: 'page' | 'slot';
  hostname?: string;
  /**
   * The digest the server gave this slot's failure on the server, when the browser's attempt failed too: shown from
   * the first render, with the server-side wording (decision 0064), and carried by the browser's report of its own
   * failure, which the server logs under it, so one incident has one digest (decision 0068).
   */
  serverDigest?: string;
}

/**
 * The platform's fallback screen for one failure: reports it and, once the server acknowledged the report, shows the
 * digest (the wording switches to "server-side"). It shows no message and no stack: only the digest that leads to them
 * in the logs. The boot failure screen (showBootFailure.ts) draws the same screen without React.
 */
export function FallbackScreen({ failure, fill, hostname, serverDigest: pageServerDigest }: FallbackScreenProps) {
  const services = usePlatformServices();
  // A client navigation's data failure is the server's too: it answered the data route with its own digest.
  const serverDigest = pageServerDigest ?? serverDigestOf(failure);
  const reported = useFailureDigest(
    failure,
    services.reportFailure,
    serverDigest === undefined ? {} : { serverDigest },
  );
  // The server's digest whatever the report's answer: a server that could not vouch for it (decision 0068) still
  // logged the server's line under it.
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
