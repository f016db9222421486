import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testRegistryEntry } from '@mfp/shared/testing';
import rootPackage from '../../../package.json';
import { HomePage } from './HomePage';

function renderHome(remotes = [testRegistryEntry('catalog'), testRegistryEntry('cart', { version: undefined })]) {
  return render(
    <MemoryRouter>
      <HomePage remotes={remotes} />
    </MemoryRouter>,
  );
}

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

  it('says how to register remotes when there are none, naming only commands that exist', () => {
    const { container } = renderHome([]);
    expect(screen.getByText(/No remotes are registered yet/)).toBeInTheDocument();
    const commands = npmCommandsIn(container.textContent ?? '');
    expect(commands).toEqual(['start']);
    for (const command of commands) expect(Object.keys(rootPackage.scripts)).toContain(command);
  });
});
