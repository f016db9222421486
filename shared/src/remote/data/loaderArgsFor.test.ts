import { loaderArgsFor } from './loaderArgsFor';

const fetch = () => Promise.reject(new Error('not called'));

describe('loaderArgsFor', () => {
  it('splits the URL below the route, the first value of each query name', () => {
    const args = loaderArgsFor('/catalog/p-3?q=cup&q=mug&sort=price', '/catalog', ['http://api.test'], fetch);
    expect(args).toMatchObject({
      url: '/catalog/p-3?q=cup&q=mug&sort=price',
      path: '/p-3',
      query: { q: 'cup', sort: 'price' },
      apiOrigins: ['http://api.test'],
    });
  });

  it('answers / for the route itself, with or without a trailing slash', () => {
    expect(loaderArgsFor('/catalog', '/catalog', [], fetch).path).toBe('/');
    expect(loaderArgsFor('/catalog/', '/catalog', [], fetch).path).toBe('/');
  });

  it('keeps a query name from the prototype as data', () => {
    expect(loaderArgsFor('/catalog?constructor=x', '/catalog', [], fetch).query).toEqual({ constructor: 'x' });
  });

  it('gives the loader a copy of the origins, not the caller’s array', () => {
    const origins = ['http://api.test'];
    const args = loaderArgsFor('/catalog', '/catalog', origins, fetch);
    expect(args.apiOrigins).toEqual(origins);
    expect(args.apiOrigins).not.toBe(origins);
  });
});
