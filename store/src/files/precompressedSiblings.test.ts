import { SIBLING_SUFFIX, withoutSiblingSuffix } from './precompressedSiblings';

describe('withoutSiblingSuffix', () => {
  it('strips one sibling suffix and leaves every other name as it is', () => {
    expect(withoutSiblingSuffix(`main.0123abcd.js${SIBLING_SUFFIX.br}`)).toBe('main.0123abcd.js');
    expect(withoutSiblingSuffix(`dir/index.css${SIBLING_SUFFIX.gzip}`)).toBe('dir/index.css');
    expect(withoutSiblingSuffix('main.js')).toBe('main.js');
    expect(withoutSiblingSuffix('archive.tgz')).toBe('archive.tgz');
    expect(withoutSiblingSuffix(`a.js${SIBLING_SUFFIX.gzip}${SIBLING_SUFFIX.br}`)).toBe(`a.js${SIBLING_SUFFIX.gzip}`);
  });
});
