import { act, fireEvent, render, screen } from '@testing-library/react';
import { INTENT_DELAY_MS, useLinkIntent } from './useLinkIntent';

function Links({ onIntent }: { onIntent?: (target: string) => void }) {
  const intentOn = useLinkIntent(onIntent);
  return (
    <nav>
      {['catalog', 'cart'].map((name) => (
        <a key={name} href={`/${name}`} {...intentOn(name)}>
          {name}
        </a>
      ))}
    </nav>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useLinkIntent', () => {
  it('calls onIntent with the link’s target once the pointer has rested on it for the delay', () => {
    const onIntent = jest.fn();
    render(<Links onIntent={onIntent} />);
    fireEvent.pointerEnter(screen.getByText('cart'));
    wait(INTENT_DELAY_MS - 1);
    expect(onIntent).not.toHaveBeenCalled();
    wait(1);
    expect(onIntent.mock.calls).toEqual([['cart']]);
  });

  it('ignores a pointer that leaves before the delay, as one passing over the navigation does', () => {
    const onIntent = jest.fn();
    render(<Links onIntent={onIntent} />);
    fireEvent.pointerEnter(screen.getByText('catalog'));
    wait(INTENT_DELAY_MS - 10);
    fireEvent.pointerLeave(screen.getByText('catalog'));
    wait(INTENT_DELAY_MS * 10);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('counts only the link the pointer ends on when it moves across several', () => {
    const onIntent = jest.fn();
    render(<Links onIntent={onIntent} />);
    fireEvent.pointerEnter(screen.getByText('catalog'));
    wait(INTENT_DELAY_MS / 2);
    fireEvent.pointerEnter(screen.getByText('cart'));
    wait(INTENT_DELAY_MS);
    expect(onIntent.mock.calls).toEqual([['cart']]);
  });

  it('treats keyboard focus held for the delay like a hover, and a blur before it like leaving', () => {
    const onIntent = jest.fn();
    render(<Links onIntent={onIntent} />);
    fireEvent.focus(screen.getByText('catalog'));
    fireEvent.blur(screen.getByText('catalog'));
    fireEvent.focus(screen.getByText('cart'));
    wait(INTENT_DELAY_MS);
    expect(onIntent.mock.calls).toEqual([['cart']]);
  });

  it('calls onIntent at once on a touch: the tap’s click follows too soon to wait', () => {
    const onIntent = jest.fn();
    render(<Links onIntent={onIntent} />);
    fireEvent.touchStart(screen.getByText('catalog'));
    expect(onIntent.mock.calls).toEqual([['catalog']]);
  });

  it('drops a pending intent when the links unmount', () => {
    const onIntent = jest.fn();
    const { unmount } = render(<Links onIntent={onIntent} />);
    fireEvent.pointerEnter(screen.getByText('cart'));
    unmount();
    wait(INTENT_DELAY_MS * 10);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('adds no handlers without onIntent', () => {
    render(<Links />);
    fireEvent.pointerEnter(screen.getByText('cart'));
    fireEvent.touchStart(screen.getByText('cart'));
    expect(jest.getTimerCount()).toBe(0);
  });
});
