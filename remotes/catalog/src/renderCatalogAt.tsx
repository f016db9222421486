import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import App from './App';

/** Test helper: mounts the catalog the way the host does, inside an outer router at `<basePath>/*`. */
export function renderCatalogAt(path: string, basePath = '/catalog') {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${basePath}/*`} element={<App basePath={basePath} remoteName="catalog" />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}
