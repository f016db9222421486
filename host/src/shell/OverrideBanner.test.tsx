import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverrideBanner } from './OverrideBanner';

const DEV = 'http://localhost:3001/mf-manifest.json';

describe('OverrideBanner', () => {
  it('names each active override and each refused one with its reason, as plain text', async () => {
    const onClear = jest.fn();
    const hostile = 'catalog=javascript:alert(1)<img src=x onerror=alert(2)>';
    render(
      <OverrideBanner
        overrides={{
          status: 'on',
          active: [
            { name: 'cart', manifestUrl: DEV, addsRemote: false },
            { name: 'reviews', manifestUrl: 'http://localhost:3009/mf-manifest.json', addsRemote: true },
          ],
          refused: [{ value: hostile, reason: 'the manifest URL must start with http:// or https://' }],
        }}
        onClear={onClear}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Remote overrides' });
    expect(screen.getByTestId('active-overrides')).toHaveTextContent(`cart from ${DEV}`);
    expect(screen.getByTestId('active-overrides')).toHaveTextContent(
      'reviews from http://localhost:3009/mf-manifest.json (added to the navigation)',
    );
    expect(screen.getByTestId('refused-overrides')).toHaveTextContent(
      `${hostile}: the manifest URL must start with http:// or https://`,
    );
    expect(banner.querySelector('img, a, script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear overrides' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while overrides are off or there are none', () => {
    const { container, rerender } = render(<OverrideBanner overrides={{ status: 'off' }} onClear={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<OverrideBanner overrides={{ status: 'on', active: [], refused: [] }} onClear={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
