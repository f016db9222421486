import type { CSSProperties } from 'react';

// Next.js's default global error screen, style for style, so the platform's failures look like the ones users
// and support staff already know.
const containerStyle: CSSProperties = {
  fontFamily: 'system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji"',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
};

const textStyle: CSSProperties = { fontSize: '14px', fontWeight: 400, lineHeight: '28px', margin: '0 8px' };

export interface ErrorScreenProps {
  /** Present once the server acknowledged the report; switches the wording to "server-side". */
  digest?: string;
  /** `page` fills the viewport (a host failure); `slot` fills the remote's slot. */
  fill: 'page' | 'slot';
  hostname?: string;
}

/** The platform fallback screen. It shows no message and no stack: only the digest that leads to them in the logs. */
export function ErrorScreen({ digest, fill, hostname = window.location.hostname }: ErrorScreenProps) {
  const side = digest ? 'server' : 'client';
  const where = digest ? 'server logs' : 'browser console';
  return (
    <div
      role="alert"
      data-testid="error-screen"
      style={{
        ...containerStyle,
        height: fill === 'page' ? '100vh' : '100%',
        minHeight: fill === 'slot' ? '60vh' : undefined,
      }}
    >
      <div>
        <h2 style={textStyle}>
          {`Application error: a ${side}-side exception has occurred while loading ${hostname} (see the ${where} for more information).`}
        </h2>
        {digest ? <p style={textStyle}>{`Digest: ${digest}`}</p> : null}
      </div>
    </div>
  );
}
