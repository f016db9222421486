import { defaultToProductionReact } from './defaultToProductionReact';

describe('defaultToProductionReact', () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = before;
  });

  it('makes an unset NODE_ENV production, and keeps one the operator set', () => {
    delete process.env.NODE_ENV;
    defaultToProductionReact();
    expect(process.env.NODE_ENV).toBe('production');
    process.env.NODE_ENV = 'development';
    defaultToProductionReact();
    expect(process.env.NODE_ENV).toBe('development');
  });
});
