import type { CSSProperties } from 'react';

// Inline styles keep the remote self-contained: no stylesheet to load, and nothing leaks into the host's page.
const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const styles = {
  page: { fontFamily: fontStack, color: '#1f2328', padding: '16px 24px', maxWidth: 960, margin: '0 auto' },
  heading: { fontSize: 28, margin: '0 0 16px' },
  searchLabel: { display: 'block', fontWeight: 600, marginBottom: 4 },
  searchInput: {
    width: '100%',
    maxWidth: 360,
    padding: '8px 10px',
    fontSize: 16,
    border: '1px solid #c9ced6',
    borderRadius: 6,
  },
  grid: {
    listStyle: 'none',
    padding: 0,
    margin: '20px 0 0',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: 16,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: 6,
    padding: 16,
    border: '1px solid #e1e4e8',
    borderRadius: 8,
    background: '#fff',
  },
  productLink: { fontSize: 17, fontWeight: 600, color: '#0b57d0', textDecoration: 'none' },
  category: { fontSize: 13, color: '#59636e', textTransform: 'uppercase', letterSpacing: 0.5 },
  price: { fontWeight: 600 },
  muted: { color: '#59636e' },
  actions: { display: 'flex', alignItems: 'center', gap: 10, marginTop: 'auto' },
  button: {
    padding: '7px 14px',
    fontSize: 15,
    fontWeight: 600,
    color: '#fff',
    background: '#1f6feb',
    border: 'none',
    borderRadius: 6,
    cursor: 'pointer',
  },
  detailDescription: { fontSize: 17, lineHeight: 1.5, maxWidth: 600 },
  backLink: { color: '#0b57d0' },
} satisfies Record<string, CSSProperties>;
