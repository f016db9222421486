import { screen } from '@testing-library/react';
import { renderCatalogAt } from './renderCatalogAt';

describe('product card', () => {
  it('marks each product name for Element Timing, the signal npm run bench measures (bench/README.md)', async () => {
    await renderCatalogAt('/catalog');
    expect(screen.getByRole('link', { name: 'Espresso cup' })).toHaveAttribute('elementtiming', 'catalog-product-name');
  });
});
