import { withoutPlatformParameters } from './platformParameters';

describe('withoutPlatformParameters', () => {
  it("takes out a preview link and keeps the remote's own parameters byte for byte, in order", () => {
    expect(withoutPlatformParameters('/catalog/p/1?q=a%20b&mfp-preview=v1.sig&sort=price+asc')).toBe(
      '/catalog/p/1?q=a%20b&sort=price+asc',
    );
  });

  it('takes out every parameter under the platform prefix and the override list, however it is spelled', () => {
    expect(withoutPlatformParameters('/c?MFP-Preview=x&mfp-future=1&mf-override=a&mfp%2Dpreview=y&keep=1')).toBe(
      '/c?keep=1',
    );
  });

  it('drops the question mark when nothing is left, and leaves a URL without a query alone', () => {
    expect(withoutPlatformParameters('/c?mfp-preview=x')).toBe('/c');
    expect(withoutPlatformParameters('/c')).toBe('/c');
    expect(withoutPlatformParameters('/c?')).toBe('/c');
  });

  it("keeps parameters whose names only resemble the platform's, and survives a malformed escape", () => {
    expect(withoutPlatformParameters('/c?xmfp-preview=1&mfp=2&%E0%A4%A=3')).toBe('/c?xmfp-preview=1&mfp=2&%E0%A4%A=3');
  });
});
