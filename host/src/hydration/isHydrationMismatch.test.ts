import { isHydrationMismatch } from './isHydrationMismatch';

describe('isHydrationMismatch', () => {
  it.each([
    'Minified React error #418; visit https://react.dev/errors/418?args[]=text&args[]= for the full message',
    "Hydration failed because the server rendered text didn't match the client. As a result this tree will be regenerated on the client.",
  ])('is a mismatch: %s', (message) => {
    expect(isHydrationMismatch(new Error(message))).toBe(true);
  });

  it.each([
    ['an error thrown while hydrating', new Error('Minified React error #422; visit https://react.dev/errors/422')],
    ['the server not finishing a boundary', new Error('Minified React error #419; visit https://react.dev/errors/419')],
    ['another number that starts alike', new Error('Minified React error #4180; visit …')],
    ['not an error', 'Hydration failed because'],
  ])('is not a mismatch: %s', (_case, error) => {
    expect(isHydrationMismatch(error)).toBe(false);
  });
});
