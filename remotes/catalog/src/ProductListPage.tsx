import { useState } from 'react';
import { filterProducts } from './filterProducts';
import { ProductCard } from './ProductCard';
import { ProductSearch } from './ProductSearch';
import { PRODUCTS } from './products';
import { styles } from './styles';

export function ProductListPage({ basePath }: { basePath: string }) {
  const [query, setQuery] = useState('');
  const visible = filterProducts(PRODUCTS, query);

  return (
    <section style={styles.page}>
      <h1 style={styles.heading}>Catalog</h1>
      <ProductSearch query={query} onQueryChange={setQuery} />
      {visible.length === 0 ? (
        <p role="status" style={styles.muted}>
          No products match “{query.trim()}”
        </p>
      ) : (
        <ul data-testid="product-list" style={styles.grid}>
          {visible.map((product) => (
            <ProductCard key={product.id} product={product} basePath={basePath} />
          ))}
        </ul>
      )}
    </section>
  );
}
