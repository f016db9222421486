import type { CSSProperties } from 'react';

// Inline styles keep the remote self-contained: no stylesheet to load, and nothing leaks into the host's page.
const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const controlButton: CSSProperties = {
  width: 32,
  height: 32,
  fontSize: 18,
  lineHeight: 1,
  border: '1px solid #c9ced6',
  borderRadius: 6,
  background: '#f6f8fa',
  cursor: 'pointer',
};

export const styles = {
  page: { fontFamily: fontStack, color: '#1f2328', padding: '16px 24px', maxWidth: 760, margin: '0 auto' },
  heading: { fontSize: 28, margin: '0 0 16px' },
  lines: { listStyle: 'none', padding: 0, margin: 0, borderTop: '1px solid #e1e4e8' },
  line: {
    display: 'grid',
    gridTemplateColumns: '1fr auto auto auto',
    alignItems: 'center',
    gap: 16,
    padding: '12px 0',
    borderBottom: '1px solid #e1e4e8',
  },
  name: { fontWeight: 600 },
  muted: { color: '#59636e', fontSize: 14 },
  quantity: { display: 'flex', alignItems: 'center', gap: 4 },
  quantityInput: {
    width: 52,
    height: 32,
    boxSizing: 'border-box',
    textAlign: 'center',
    fontSize: 15,
    border: '1px solid #c9ced6',
    borderRadius: 6,
  },
  controlButton,
  lineTotal: { minWidth: 80, textAlign: 'right', fontWeight: 600 },
  removeButton: { background: 'none', border: 'none', color: '#cf222e', cursor: 'pointer', fontSize: 14 },
  total: { fontSize: 20, fontWeight: 700, textAlign: 'right', margin: '16px 0 0' },
  link: { color: '#0b57d0' },
} satisfies Record<string, CSSProperties>;
