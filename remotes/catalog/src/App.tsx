import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { RemoteAppProps, RemoteModule } from '@mfp/shared/remote';
import { CatalogLoading } from './CatalogLoading';
import { ProductDetailPage } from './ProductDetailPage';
import { ProductListPage } from './ProductListPage';

/**
 * The catalog's `./App` expose, with its `loader`. It renders routes relative to wherever the host mounted it
 * (`<basePath>/*`) and never its own router: react-router is a shared singleton and the host's router owns the URL.
 */
function App({ basePath }: RemoteAppProps): ReactElement {
  return (
    // Its own boundary: entered from another route, the catalog shows its loading state while its data loads, and
    // the host's header and navigation stay as they are.
    <Suspense fallback={<CatalogLoading />}>
      <Routes>
        <Route index element={<ProductListPage basePath={basePath} />} />
        <Route path=":productId" element={<ProductDetailPage basePath={basePath} />} />
        {/* Deeper paths have no page; send them to the list rather than render an empty slot. */}
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </Suspense>
  );
}

export default App satisfies RemoteModule['default'];
// The page's data, which the platform loads from the URL before the render (decision 0093).
export { loader } from './loader';
