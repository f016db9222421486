import type { CSSProperties } from 'react';

// The host's look (../shell/shellLook.ts): system font, hairline borders, the header's pale grey. Colours only where
// they carry news: red for what is failing now, green for health, grey for what is not known.

export const COLOURS = {
  text: '#111',
  muted: '#666',
  border: '#e5e5e5',
  panel: '#fafafa',
  bad: '#b42318',
  badBackground: '#fef3f2',
  good: '#067647',
  goodBackground: '#ecfdf3',
  unknownBackground: '#f2f4f7',
  p50: '#111',
  p95: '#98a2b3',
} as const;

export const cardStyle: CSSProperties = {
  border: `1px solid ${COLOURS.border}`,
  borderRadius: 6,
  padding: '0.75rem 1rem 1rem',
  margin: '0 0 1rem',
  background: '#fff',
};

export const tableStyle: CSSProperties = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
};

export const headCellStyle: CSSProperties = {
  textAlign: 'left',
  fontWeight: 600,
  color: COLOURS.muted,
  padding: '0.3rem 0.6rem 0.3rem 0',
  borderBottom: `1px solid ${COLOURS.border}`,
  whiteSpace: 'nowrap',
};

export const cellStyle: CSSProperties = {
  padding: '0.35rem 0.6rem 0.35rem 0',
  borderBottom: `1px solid ${COLOURS.border}`,
  verticalAlign: 'middle',
};

export const numberCellStyle: CSSProperties = { ...cellStyle, textAlign: 'right' };

export const subheadingStyle: CSSProperties = { fontSize: '0.95rem', margin: '1rem 0 0.4rem' };

export const mutedStyle: CSSProperties = { color: COLOURS.muted };

/** What a section says when it has nothing to list. */
export const emptyStyle: CSSProperties = { ...mutedStyle, margin: '0.25rem 0', fontSize: '0.9rem' };

export const badgeStyle = (colour: string, background: string): CSSProperties => ({
  display: 'inline-block',
  padding: '0.05rem 0.5rem',
  borderRadius: 999,
  fontSize: '0.8rem',
  fontWeight: 600,
  color: colour,
  background,
});

export const codeStyle: CSSProperties = {
  fontFamily: 'ui-monospace,SFMono-Regular,Menlo,monospace',
  fontSize: '0.85em',
};
