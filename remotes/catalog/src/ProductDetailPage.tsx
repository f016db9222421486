import { formatCents } from '@mfp/shared/cart';
import { Link, useParams } from 'react-router';
import { AddToCartButton } from './AddToCartButton';
import { ProductNotFound } from './ProductNotFound';
import { findProduct } from './products';
import { styles } from './styles';

export function ProductDetailPage({ basePath }: { basePath: string }) {
  const { productId = '' } = useParams();
  const product = findProduct(productId);
  if (!product) return <ProductNotFound basePath={basePath} />;

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
