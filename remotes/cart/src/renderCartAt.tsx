import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import App from './App';

/** Test helper: mounts the cart the way the host does, inside an outer router at `/cart/*`. */
export function renderCartAt(path = '/cart') {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/cart/*" element={<App basePath="/cart" remoteName="cart" />} />
        <Route path="/catalog" element={<h1>Catalog page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}
