import { Link } from 'react-router';
import { styles } from './styles';

// A stale bookmark or a removed product lands here; it is an ordinary page, not a remote failure for the host boundary.
export function ProductNotFound({ basePath }: { basePath: string }) {
  return (
    <section style={styles.page}>
      <h1 style={styles.heading}>Product not found</h1>
      <p style={styles.muted}>This product does not exist or is no longer sold.</p>
      <Link to={basePath} style={styles.backLink}>
        Back to catalog
      </Link>
    </section>
  );
}
