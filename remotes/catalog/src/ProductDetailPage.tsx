import { formatCents } from '@mfp/shared/cart';
import { Link } from 'react-router';
import { AddToCartButton } from './AddToCartButton';
import { ProductNotFound } from './ProductNotFound';
import { styles } from './styles';
import { useCatalogData } from './useCatalogData';

export function ProductDetailPage({ basePath }: { basePath: string }) {
  const data = useCatalogData('product', 'not-found');
  if (data.page === 'not-found') return <ProductNotFound basePath={basePath} />;
  const { product } = data;

  return (
    <article data-testid="product-detail" style={styles.page}>
      <Link to={basePath} style={styles.backLink}>
        <span aria-hidden="true">← </span>Back to catalog
      </Link>
      <p style={styles.category}>{product.category}</p>
      <h1 style={styles.heading}>{product.name}</h1>
      <p style={styles.detailDescription}>{product.description}</p>
      <p style={{ ...styles.price, fontSize: 22 }}>{formatCents(product.priceCents)}</p>
      <AddToCartButton product={product} />
    </article>
  );
}
