import { Link } from 'react-router';
import { styles } from './styles';

/**
 * A stale bookmark or a removed product lands here; it is an ordinary page, not a remote failure for the host boundary.
 * The `mfp:status` meta tells a host rendering on the server to answer 404 (React 19 hoists it into the head).
 */
export function ProductNotFound({ basePath }: { basePath: string }) {
  return (
    <section style={styles.page}>
      <meta name="mfp:status" content="404" />
      <h1 style={styles.heading}>Product not found</h1>
      <p style={styles.muted}>This product does not exist or is no longer sold.</p>
      <Link to={basePath} style={styles.backLink}>
        Back to catalog
      </Link>
    </section>
  );
}
