import type { ErrorInfo } from 'react';
import { onRecoverableError } from '../hydration/onRecoverableError';

const BANNER_ID = 'mfp-hydration-mismatch';

/**
 * What a standalone page rendered on the server (`dev:remote --ssr`, decision 0069) does with React's hydration error:
 * the host page's console line, and a banner that a developer cannot miss, outside React's root so that it changes
 * nothing React hydrates. In a host page, the same mismatch throws the server's HTML away for the browser's render.
 */
export function reportHydrationMismatch(error: unknown, info: ErrorInfo, doc: Document = document): void {
  onRecoverableError(error, info);
  if (doc.getElementById(BANNER_ID)) return;
  const banner = doc.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'alert');
  banner.style.cssText = 'background:#b00020;color:#fff;font:14px/1.4 system-ui,sans-serif;padding:8px 12px';
  banner.textContent =
    'Hydration error: the remote rendered differently in the browser than on the server (its server build). ' +
    'A host page would throw the server HTML away. The console says where.';
  doc.body.prepend(banner);
}
