import { digestLine, errorScreenContainerStyle, errorScreenHeading, errorScreenTextStyle } from './errorScreenLook';

export interface ErrorScreenProps {
  /** Present once the server acknowledged the report; switches the wording to "server-side". */
  digest?: string;
  /** `page` fills the viewport (a host failure); `slot` fills the remote's slot. */
  fill: 'page' | 'slot';
  hostname?: string;
}

/** The platform fallback screen. It shows no message and no stack: only the digest that leads to them in the logs. */
export function ErrorScreen({ digest, fill, hostname = window.location.hostname }: ErrorScreenProps) {
  return (
    <div
      role="alert"
      data-testid="error-screen"
      style={{
        ...errorScreenContainerStyle,
        height: fill === 'page' ? '100vh' : '100%',
        minHeight: fill === 'slot' ? '60vh' : undefined,
      }}
    >
      <div>
        <h2 style={errorScreenTextStyle}>{errorScreenHeading(hostname, digest)}</h2>
        {digest ? <p style={errorScreenTextStyle}>{digestLine(digest)}</p> : null}
      </div>
    </div>
  );
}
