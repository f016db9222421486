import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PreviewBanner } from './PreviewBanner';

const at = (url: string, preview: Parameters<typeof PreviewBanner>[0]['preview']) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <PreviewBanner preview={preview} />
    </MemoryRouter>,
  );

describe('PreviewBanner', () => {
  it('names the previewed release, with a way out that keeps the page and empties the link', () => {
    at('/catalog/cup?q=1&mfp-preview=abc#top', { status: 'valid', remote: 'catalog', version: '3.0.0' });
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('Preview in this tab: catalog 3.0.0');
    expect(screen.getByTestId('leave-preview')).toHaveAttribute('href', '/catalog/cup?q=1&mfp-preview=#top');
  });

  it('says why a link was refused, and that nothing was loaded from it', () => {
    at('/catalog?mfp-preview=x', { status: 'refused', reason: 'expired' });
    expect(screen.getByTestId('preview-banner')).toHaveTextContent(
      'Preview link refused: the link has expired: ask for a new one. Nothing was loaded from it.',
    );
  });

  it('shows nothing without a preview link', () => {
    at('/catalog', undefined);
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });
});
