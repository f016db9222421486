import type { ReactElement } from 'react';

/** Five stars, `value` of them filled, with the number for screen readers. */
export function Rating({ value }: { value: number }): ReactElement {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} style={{ color: '#b7791f', letterSpacing: 2 }}>
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
    </span>
  );
}
