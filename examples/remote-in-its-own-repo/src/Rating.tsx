import type { ReactElement } from 'react';
import styles from './Rating.module.css';

/** Five stars, `value` of them filled, with the number for screen readers. */
export function Rating({ value }: { value: number }): ReactElement {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className={styles.stars}>
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
    </span>
  );
}
