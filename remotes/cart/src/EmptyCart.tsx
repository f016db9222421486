import { Link } from 'react-router';
import { styles } from './styles';

// The catalog's route is the registry's business, not the cart's; "/catalog" is the route the registry gives it today.
const CATALOG_PATH = '/catalog';

export function EmptyCart() {
  return (
    <p>
      Your cart is empty.{' '}
      <Link to={CATALOG_PATH} style={styles.link}>
        Browse the catalog
      </Link>
    </p>
  );
}
