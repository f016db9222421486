import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from '@mfp/remote-kit/router';
import type { RemoteAppProps, RemoteModule } from '@mfp/remote-kit';
import { ReviewList } from './ReviewList';

/**
 * The `./App` expose: routes relative to wherever the host mounts it (`<basePath>/*`), never a router of its own, since
 * the host's router owns the URL.
 */
function App({ basePath, remoteName }: RemoteAppProps): ReactElement {
  return (
    <Routes>
      <Route index element={<ReviewList remoteName={remoteName} />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}

export default App satisfies RemoteModule['default'];
