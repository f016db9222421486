import type { CSSProperties } from 'react';

// Next.js's default global error screen, text for text and style for style, so the platform's failures look like
// the ones users and support staff already know. Free of React at run time: the boot failure screen draws it too.

export const fallbackScreenContainerStyle = {
  fontFamily: 'system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji"',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
} as const satisfies CSSProperties;

export const fallbackScreenTextStyle = {
  fontSize: '14px',
  fontWeight: 400,
  lineHeight: '28px',
  margin: '0 8px',
} as const satisfies CSSProperties;

/** The `h2`: server-side wording once the server acknowledged the report with a digest, client-side until then. */
export function fallbackScreenHeading(hostname: string, digest: string | undefined): string {
  return digest
    ? `Application error: a server-side exception has occurred while loading ${hostname} (see the server logs for more information).`
    : `Application error: a client-side exception has occurred while loading ${hostname} (see the browser console for more information).`;
}

/** The `p` under the heading, shown only with a digest. */
export const digestLine = (digest: string) => `Digest: ${digest}`;
