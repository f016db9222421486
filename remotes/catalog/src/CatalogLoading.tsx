import { styles } from './styles';

/** What the catalog shows while a client navigation's data loads; a server-rendered page arrives with its data. */
export function CatalogLoading() {
  return (
    <section style={styles.page} aria-busy="true">
      <p role="status" style={styles.muted}>
        Loading products…
      </p>
    </section>
  );
}
