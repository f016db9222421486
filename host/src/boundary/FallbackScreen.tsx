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
}

/**
 * The platform's fallback screen for one failure: reports it and, once the server acknowledged the report, shows the
 * digest (the wording switches to "server-side"). It shows no message and no stack: only the digest that leads to them
 * in the logs. The boot failure screen (showBootFailure.ts) draws the same screen without React.
 */
export function FallbackScreen({ failure, fill, hostname = window.location.hostname }: FallbackScreenProps) {
  const { reportFailure } = usePlatformServices();
  const digest = useFailureDigest(failure, reportFailure);
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
        <h2 style={fallbackScreenTextStyle}>{fallbackScreenHeading(hostname, digest)}</h2>
        {digest ? <p style={fallbackScreenTextStyle}>{digestLine(digest)}</p> : null}
      </div>
    </div>
  );
}
