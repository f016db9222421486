import { parsePageViewToken, type PageView } from '@mfp/shared/pageViews';
import { pageViewKeyOf, signPageView, verifyPageView } from './pageViewSignature';
import { previewKeyOf } from '../previews/previewLink';

const key = pageViewKeyOf('fleet secret');
const now = 1_700_000_000_000;
const view: PageView = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  expiresAt: now + 7_200_000,
  cohort: 'BBBBBBBBBBBBBBBBBBBBBB',
  releases: { catalog: '1.2.0', reviews: '2.0.0-rc.1+build.7' },
};

describe('page-view tokens', () => {
  it('round-trips: a token signed with the key reads back as the same view', () => {
    const token = signPageView(view, key);
    expect(verifyPageView(token, key, now)).toEqual({ status: 'valid', view });
    expect(parsePageViewToken(token)?.view).toEqual(view);
  });

  it('keeps a view without a cohort or releases', () => {
    const plain: PageView = { id: view.id, expiresAt: view.expiresAt, releases: {} };
    expect(verifyPageView(signPageView(plain, key), key, now)).toEqual({ status: 'valid', view: plain });
  });

  it('rejects one changed character anywhere as a bad signature', () => {
    const token = signPageView(view, key);
    const swapped = (at: number) => token.slice(0, at) + (token[at] === '1' ? '2' : '1') + token.slice(at + 1);
    const release = token.indexOf('1.2.0');
    const mac = token.lastIndexOf('~') + 5;
    for (const at of [release, mac, token.indexOf('~') + 3]) {
      expect(verifyPageView(swapped(at), key, now)).toEqual({ status: 'rejected', reason: 'bad-signature' });
    }
    const moreTime = token.replace(String(view.expiresAt), String(view.expiresAt + 1));
    expect(verifyPageView(moreTime, key, now)).toEqual({ status: 'rejected', reason: 'bad-signature' });
  });

  it('rejects an expired token as expired, from the expiry on', () => {
    const token = signPageView(view, key);
    expect(verifyPageView(token, key, view.expiresAt)).toEqual({ status: 'rejected', reason: 'expired' });
    expect(verifyPageView(token, key, view.expiresAt - 1).status).toBe('valid');
  });

  it("rejects a token of another fleet's key, and one signed with the preview links' key", () => {
    expect(verifyPageView(signPageView(view, pageViewKeyOf('other')), key, now).status).toBe('rejected');
    expect(verifyPageView(signPageView(view, previewKeyOf('fleet secret')), key, now).status).toBe('rejected');
  });

  it.each([
    ['nothing', ''],
    ['a made-up string', 'hello'],
    ['a release without a version', signPageView(view, key).replace('catalog@1.2.0', 'catalog')],
    ['too long', `${signPageView(view, key)}${'x'.repeat(4_000)}`],
  ])('rejects %s as a bad signature', (_label, token) => {
    expect(verifyPageView(token, key, now)).toEqual({ status: 'rejected', reason: 'bad-signature' });
  });
});
