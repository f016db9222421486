import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import type { RemoteAppProps } from '../remote/RemoteAppProps';

export interface StandaloneOptions {
  /** The remote's `./App` component. */
  App: ComponentType<RemoteAppProps>;
  /** The remote's federation name, passed as `remoteName` exactly as the host passes it. */
  remoteName: string;
  /** Where the remote is mounted, as in its registry entry: `/catalog`. */
  basePath: string;
  /** Defaults to the page's `#root`. */
  container?: HTMLElement | null;
}

/**
 * Mounts a remote on its own standalone page the way the host mounts it: inside a router that owns the URL, at
 * `basePath/*`, with the contract props. Any other path goes to `basePath`. Inside the host this never runs.
 */
export function mountStandalone({ App, remoteName, basePath, container }: StandaloneOptions): void {
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error(`${remoteName} standalone page: #root element is missing from index.html`);
  createRoot(root).render(
    <BrowserRouter>
      <Routes>
        <Route path={`${basePath}/*`} element={<App basePath={basePath} remoteName={remoteName} />} />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </BrowserRouter>,
  );
}
