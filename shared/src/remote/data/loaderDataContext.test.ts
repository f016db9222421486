import { createContext } from 'react';
import { loaderDataContext } from './loaderDataContext';

describe('loaderDataContext', () => {
  it('is one context for every bundle of the realm, made once', () => {
    const make = jest.fn(createContext) as unknown as typeof createContext;
    const first = loaderDataContext(make);
    const second = loaderDataContext(createContext);
    expect(second).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(first).toBe((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@mfp/loader-data')]);
  });
});
