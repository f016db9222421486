import { useId } from 'react';
import { styles } from './styles';

export function ProductSearch({ query, onQueryChange }: { query: string; onQueryChange: (query: string) => void }) {
  // useId keeps the label association unique even if the host mounts two catalogs on one page.
  const inputId = useId();
  return (
    <div>
      <label htmlFor={inputId} style={styles.searchLabel}>
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder="Name, description or category"
        autoComplete="off"
        style={styles.searchInput}
        onChange={(event) => onQueryChange(event.target.value)}
      />
    </div>
  );
}
