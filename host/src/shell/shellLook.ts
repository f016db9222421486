import { SLOT_CUSTOM_PROPERTIES } from '@mfp/shared/styles';
import type { CSSProperties } from 'react';

// The shell's look, which the status page follows (../status/statusLook.ts). The fallback screen keeps its own
// (../failures/fallbackScreenLook.ts): Next.js's, so that failures look as users already know them.

const FONT_STACK = 'system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif';

export const pageStyle: CSSProperties = {
  fontFamily: FONT_STACK,
  color: SLOT_CUSTOM_PROPERTIES['--mfp-color-text'],
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
};
export const headerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: '1.5rem',
  padding: '0.75rem 1.5rem',
  borderBottom: '1px solid #e5e5e5',
  background: '#fafafa',
};
export const mainStyle: CSSProperties = { flex: 1, padding: '1rem 1.5rem' };
export const navLinkStyle: CSSProperties = {
  color: '#333',
  textDecoration: 'none',
  padding: '0.25rem 0.5rem',
  borderRadius: 4,
};
export const activeNavLinkStyle: CSSProperties = { ...navLinkStyle, background: '#111', color: '#fff' };

/** The tab's banners (overrides, preview): a yellow strip above the header. */
export const bannerStyle: CSSProperties = {
  background: '#fff4c2',
  borderBottom: '2px solid #e0b400',
  padding: '0.5rem 1.5rem',
  fontSize: 14,
  display: 'flex',
  gap: '1rem',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
};
