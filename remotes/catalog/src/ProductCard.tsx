import { formatCents } from '@mfp/shared/cart';
import { Link } from 'react-router';
import { AddToCartButton } from './AddToCartButton';
import type { Product } from './Product';
import { styles } from './styles';

/**
 * Element Timing identifier of the product names (`PerformanceObserver` type `element`): `npm run bench` measures the
 * paint of the first one. A spread, because React's attribute types do not list `elementtiming`; React renders it as is.
 */
const PRODUCT_NAME_TIMING = 'catalog-product-name';
const productNameTiming = { elementtiming: PRODUCT_NAME_TIMING };

export function ProductCard({ product, basePath }: { product: Product; basePath: string }) {
  return (
    <li style={styles.card}>
      <span style={styles.category}>{product.category}</span>
      {/* Built from basePath, not relative: the same URL then works as a deep link after a reload. */}
      <Link to={`${basePath}/${product.id}`} style={styles.productLink} {...productNameTiming}>
        {product.name}
      </Link>
      <span style={styles.muted}>{product.description}</span>
      <span style={styles.price}>{formatCents(product.priceCents)}</span>
      <AddToCartButton product={product} />
    </li>
  );
}
