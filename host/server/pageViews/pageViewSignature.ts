import { createHmac, timingSafeEqual } from 'node:crypto';
import { pageViewSignedText, pageViewTokenOf, parsePageViewToken, type PageView } from '@mfp/shared/pageViews';

/**
 * The page-view tokens' key (decision 0087), derived from the fleet's secret (DIGEST_SECRET, or the store's generated
 * one) as the preview links' is (`previewKeyOf`), under a label of its own: any host server verifies a token another
 * signed, and a token's MAC is never a preview link's, a digest or a session.
 */
export const pageViewKeyOf = (secret: string): Buffer =>
  createHmac('sha256', secret).update('mfp page view v1').digest();

const macOf = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** The token of `view`: its fields and their HMAC-SHA-256 (`@mfp/shared/pageViews` has the format). */
export const signPageView = (view: PageView, key: Buffer): string =>
  pageViewTokenOf(view, macOf(key, pageViewSignedText(view)));

/** Why a token vouches for nothing; a malformed one is a bad signature too, since no key signed it. */
export type PageViewCheck =
  { status: 'valid'; view: PageView } | { status: 'rejected'; reason: 'bad-signature' | 'expired' };

/** Checks a token: its shape, then its MAC (in constant time), then its expiry. */
export function verifyPageView(token: string, key: Buffer, now: number): PageViewCheck {
  const parsed = parsePageViewToken(token);
  if (!parsed) return { status: 'rejected', reason: 'bad-signature' };
  const expected = Buffer.from(macOf(key, parsed.signed));
  if (!timingSafeEqual(expected, Buffer.from(parsed.mac))) return { status: 'rejected', reason: 'bad-signature' };
  if (parsed.view.expiresAt <= now) return { status: 'rejected', reason: 'expired' };
  return { status: 'valid', view: parsed.view };
}
