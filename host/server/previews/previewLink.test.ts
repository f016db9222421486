import { previewKeyOf, readPreview, signPreview, type Preview } from './previewLink';

const key = previewKeyOf('s'.repeat(40));
const now = 1_800_000_000_000;
const preview: Preview = { remote: 'catalog', version: '1.0.0-4a0e3e5b', expiresAt: now + 60_000 };

describe('preview links', () => {
  it('reads back what it signed, on any host that shares the secret', () => {
    const value = signPreview(preview, key);
    expect(value).toMatch(/^catalog~1\.0\.0-4a0e3e5b~\d+~[A-Za-z0-9_-]{43}$/);
    expect(readPreview(value, previewKeyOf('s'.repeat(40)), now)).toEqual({ status: 'valid', preview });
  });

  it('refuses a link whose remote, version or expiry was changed, or signed with another key', () => {
    const value = signPreview(preview, key);
    for (const altered of [
      value.replace('catalog~', 'cart~'),
      value.replace('4a0e3e5b', '4a0e3e5c'),
      value.replace(`~${preview.expiresAt}~`, `~${preview.expiresAt + 1}~`),
      signPreview(preview, previewKeyOf('t'.repeat(40))),
    ])
      expect(readPreview(altered, key, now)).toEqual({ status: 'refused', reason: 'altered' });
  });

  it('refuses an expired link, and one that is not a link at all', () => {
    expect(readPreview(signPreview({ ...preview, expiresAt: now }, key), key, now)).toEqual({
      status: 'refused',
      reason: 'expired',
    });
    for (const malformed of [
      '',
      'catalog',
      'catalog~1.0.0~1~short',
      `${'a'.repeat(500)}~1~1~${'A'.repeat(43)}`,
      'Bad Name~1.0.0~1~' + 'A'.repeat(43),
    ])
      expect(readPreview(malformed, key, now)).toEqual({ status: 'refused', reason: 'malformed' });
  });
});
