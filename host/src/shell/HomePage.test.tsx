import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testRegistryEntry } from '@mfp/testing';
import rootPackage from '../../../package.json';
import { HomePage } from './HomePage';

function renderHome(
  remotes = [testRegistryEntry('catalog'), testRegistryEntry('cart', { version: undefined })],
  dates: { locale?: string; timeZone?: string } = { locale: 'en-GB', timeZone: 'UTC' },
) {
  return render(
    <MemoryRouter>
      <HomePage remotes={remotes} {...dates} />
    </MemoryRouter>,
  );
}

const DEPLOYED_AT = '2026-11-22T14:03:00.000Z';

/** `npm start`, `npm test` and `npm run <script>` mentioned in a text, as script names. */
function npmCommandsIn(text: string): string[] {
  return [...text.matchAll(/\bnpm (?:run )?([\w:-]+)/g)].map((match) => match[1] ?? '');
}

describe('HomePage', () => {
  it('links every registered remote and shows its version when it has one', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('remote-list')).toHaveTextContent('Catalog — version 1.0.0');
    expect(screen.getByTestId('remote-list')).not.toHaveTextContent('Cart — version');
  });

  it('shows when each live version was deployed, in the given locale and time zone', () => {
    renderHome([
      testRegistryEntry('catalog', { version: '1.2.0', deployedAt: DEPLOYED_AT }),
      testRegistryEntry('cart', { version: undefined, deployedAt: '2026-01-05T09:30:00Z' }),
      testRegistryEntry('reviews', { version: '0.3.0' }),
    ]);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Catalog — version 1.2.0, deployed 22 Nov 2026, 14:03',
      'Cart — deployed 5 Jan 2026, 09:30',
      'Reviews — version 0.3.0',
    ]);
    expect(screen.getByText('22 Nov 2026, 14:03')).toHaveAttribute('datetime', DEPLOYED_AT);
  });

  it("writes deploy times the way the reader's locale and time zone do", () => {
    renderHome([testRegistryEntry('catalog', { deployedAt: DEPLOYED_AT })], {
      locale: 'en-US',
      timeZone: 'America/New_York',
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('Catalog — version 1.0.0, deployed Nov 22, 2026, 9:03 AM');
  });

  it('says how to register remotes when there are none, naming only commands that exist', () => {
    const { container } = renderHome([]);
    expect(screen.getByText(/No remotes are registered yet/)).toBeInTheDocument();
    const commands = npmCommandsIn(container.textContent ?? '');
    expect(commands).toEqual(['start']);
    for (const command of commands) expect(Object.keys(rootPackage.scripts)).toContain(command);
  });
});
