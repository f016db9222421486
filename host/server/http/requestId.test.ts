import { REQUEST_ID_HEADER, requestIdOf } from './requestId';

describe('requestIdOf', () => {
  it.each(['a', 'e2e-3f2a9c1d-7b4e-4c1a-9f1e-2d3c4b5a6978', 'trace_01.A-z', 'x'.repeat(64)])(
    'takes the well-formed id %s',
    (id) => {
      expect(requestIdOf({ [REQUEST_ID_HEADER]: id })).toBe(id);
    },
  );

  it.each([
    ['no header', undefined],
    ['an empty one', ''],
    ['one over 64 characters', 'x'.repeat(65)],
    ['a space', 'a b'],
    ['a line break', 'a\nb'],
    ['a quote', 'a"b'],
    ['a non-ASCII letter', 'é'],
  ])('ignores %s', (_, id) => {
    expect(requestIdOf(id === undefined ? {} : { [REQUEST_ID_HEADER]: id })).toBeNull();
  });

  it('ignores a header sent twice, which Node gives as a list', () => {
    expect(requestIdOf({ [REQUEST_ID_HEADER]: ['a', 'b'] as unknown as string })).toBeNull();
  });
});
