import { startTransition, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProductCard } from './ProductCard';
import { ProductSearch } from './ProductSearch';
import { styles } from './styles';
import { useCatalogData } from './useCatalogData';

export function ProductListPage({ basePath }: { basePath: string }) {
  const { query, products } = useCatalogData('list');
  const navigate = useNavigate();
  // The box follows the keys at once; the list follows the URL, whose loader run the API answers.
  const [typed, setTyped] = useState(query);
  const search = (next: string) => {
    setTyped(next);
    // A transition: the list on screen stays until the new one has loaded, and the box keeps its focus.
    startTransition(() =>
      navigate(next === '' ? basePath : `${basePath}?q=${encodeURIComponent(next)}`, { replace: true }),
    );
  };

  return (
    <section style={styles.page}>
      <h1 style={styles.heading}>Catalog</h1>
      <ProductSearch query={typed} onQueryChange={search} />
      {products.length === 0 ? (
        <p role="status" style={styles.muted}>
          No products match “{query.trim()}”
        </p>
      ) : (
        <ul data-testid="product-list" style={styles.grid}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} basePath={basePath} />
          ))}
        </ul>
      )}
    </section>
  );
}
