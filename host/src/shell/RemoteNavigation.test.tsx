import type { NavigationItem } from '@mfp/shared/page';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { INTENT_DELAY_MS } from '../prefetch/useLinkIntent';
import { RemoteNavigation } from './RemoteNavigation';

const remotes: NavigationItem[] = [
  { name: 'catalog', title: 'Catalog', route: '/catalog' },
  { name: 'cart', title: 'Your cart', route: '/cart' },
];

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderNavigation(path = '/', prefetch?: (remote: NavigationItem) => void) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteNavigation remotes={remotes} {...(prefetch ? { prefetch } : {})}>
        <span data-testid="after">after</span>
      </RemoteNavigation>
      <Location />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('RemoteNavigation', () => {
  it('renders one plain link per remote, in order, then its children', () => {
    renderNavigation();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Catalog', '/catalog'],
      ['Your cart', '/cart'],
    ]);
    expect(nav.lastElementChild).toBe(screen.getByTestId('after'));
  });

  it('marks the current route and the routes under it, whatever their case, and no other', () => {
    renderNavigation('/Catalog/espresso-cup');
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Your cart' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark a route that only starts with the same letters', () => {
    renderNavigation('/cartography');
    expect(screen.getByRole('link', { name: 'Your cart' })).not.toHaveAttribute('aria-current');
  });

  it('follows a plain click inside the page, and the new route becomes the current one', () => {
    renderNavigation('/catalog');
    const click = fireEvent.click(screen.getByRole('link', { name: 'Your cart' }), { button: 0 });
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(location()).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Your cart' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([['metaKey'], ['ctrlKey'], ['shiftKey'], ['altKey']])(
    'leaves a click with %s to the browser (new tab, window or download)',
    (modifier) => {
      renderNavigation('/catalog');
      const click = fireEvent.click(screen.getByRole('link', { name: 'Your cart' }), { [modifier]: true });
      expect(click).toBe(true);
      expect(location()).toBe('/catalog');
    },
  );

  it('leaves a click that is not on a remote link alone', () => {
    renderNavigation('/catalog');
    expect(fireEvent.click(screen.getByTestId('after'))).toBe(true);
    expect(location()).toBe('/catalog');
  });

  describe('intent to follow a link', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('asks to prefetch the remote whose link the pointer rests on', () => {
      const prefetch = jest.fn();
      renderNavigation('/', prefetch);
      fireEvent.pointerOver(screen.getByRole('link', { name: 'Your cart' }));
      act(() => jest.advanceTimersByTime(INTENT_DELAY_MS));
      expect(prefetch.mock.calls).toEqual([[remotes[1]]]);
    });

    it('cancels when the pointer leaves the link before the delay', () => {
      const prefetch = jest.fn();
      renderNavigation('/', prefetch);
      const link = screen.getByRole('link', { name: 'Catalog' });
      fireEvent.pointerOver(link);
      fireEvent.pointerOut(link, { relatedTarget: document.body });
      act(() => jest.advanceTimersByTime(INTENT_DELAY_MS));
      expect(prefetch).not.toHaveBeenCalled();
    });

    it('asks on keyboard focus after the delay, and at once on touch', () => {
      const prefetch = jest.fn();
      renderNavigation('/', prefetch);
      fireEvent.focus(screen.getByRole('link', { name: 'Catalog' }));
      act(() => jest.advanceTimersByTime(INTENT_DELAY_MS));
      fireEvent.touchStart(screen.getByRole('link', { name: 'Your cart' }));
      expect(prefetch.mock.calls).toEqual([[remotes[0]], [remotes[1]]]);
    });
  });
});
