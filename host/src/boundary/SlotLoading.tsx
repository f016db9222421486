/** Shown while a remote loads. Deliberately plain: most loads finish before anyone reads it. */
export function SlotLoading({ title }: { title: string }) {
  return (
    <p role="status" aria-live="polite" style={{ padding: '1rem', color: '#555' }}>
      Loading {title}…
    </p>
  );
}
