import { withoutPreviewValue } from './previewParam';

describe('withoutPreviewValue', () => {
  it("replaces every preview link's value, in an absolute URL or a path, and keeps the rest", () => {
    expect(withoutPreviewValue('http://shop.example/catalog?a=1&mfp-preview=catalog~1.0.0~9~mac&b=2#top')).toBe(
      'http://shop.example/catalog?a=1&mfp-preview=redacted&b=2#top',
    );
    expect(withoutPreviewValue('/registry.json?mfp-preview=x~y&mfp-preview=z')).toBe(
      '/registry.json?mfp-preview=redacted&mfp-preview=redacted',
    );
  });

  it('leaves a URL without one as it is, a parameter that only ends with the name included', () => {
    expect(withoutPreviewValue('/catalog?not-mfp-preview=1')).toBe('/catalog?not-mfp-preview=1');
  });
});
