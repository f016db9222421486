import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import App from './App';
import type { CatalogData } from './catalogData';
import { WithLoaderData } from './testing/catalogDataSource';

it('shows its own loading state, in its slot, while the data of a fresh mount loads, then the page', async () => {
  let answer: (data: CatalogData) => void = () => {};
  const pending = new Promise<CatalogData>((resolve) => (answer = resolve));
  const source = { read: () => pending };
  await act(async () => {
    render(
      <WithLoaderData source={source}>
        <MemoryRouter initialEntries={['/catalog']}>
          <Routes>
            <Route path="/catalog/*" element={<App basePath="/catalog" remoteName="catalog" />} />
          </Routes>
        </MemoryRouter>
      </WithLoaderData>,
    );
  });
  expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
  await act(async () => answer({ page: 'list', query: '', products: [] }));
  expect(screen.getByRole('heading', { name: 'Catalog' })).toBeInTheDocument();
  expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
});
