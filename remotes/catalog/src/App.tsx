import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { RemoteAppProps, RemoteModule } from '@mfp/shared/remote';
import { ProductDetailPage } from './ProductDetailPage';
import { ProductListPage } from './ProductListPage';

/**
 * The catalog's `./App` expose. It renders routes relative to wherever the host mounted it (`<basePath>/*`) and never
 * its own router: react-router is a shared singleton and the host's router owns the URL.
 */
function App({ basePath }: RemoteAppProps): ReactElement {
  return (
    <Routes>
      <Route index element={<ProductListPage basePath={basePath} />} />
      <Route path=":productId" element={<ProductDetailPage basePath={basePath} />} />
      {/* Deeper paths have no page; send them to the list rather than render an empty slot. */}
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}

export default App satisfies RemoteModule['default'];
