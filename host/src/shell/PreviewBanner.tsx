import type { Preview, PreviewRefusal } from '@mfp/shared/page';
import { PREVIEW_PARAM } from '@mfp/shared/registry';
import { useLocation } from 'react-router';
import { bannerStyle } from './shellLook';

const WHY: Record<PreviewRefusal, string> = {
  malformed: 'the link is not a preview link (it may have been cut short)',
  altered: 'the link was altered: its signature does not match',
  expired: 'the link has expired: ask for a new one',
  'not-offered': 'the registry does not offer that release (it may have been replaced or rolled back)',
};

/**
 * Says which release the tab previews (decision 0076), or why its preview link was refused (nothing of it was loaded),
 * with a way out: the same page with an empty link, which the tab takes to end its preview (`PreviewSession`). From
 * the page data, so the server renders it as the browser hydrates it.
 */
export function PreviewBanner({ preview }: { preview: Preview | undefined }) {
  const location = useLocation();
  if (!preview) return null;
  const params = new URLSearchParams(location.search);
  params.set(PREVIEW_PARAM, '');
  const leave = `${location.pathname}?${params.toString()}${location.hash}`;
  return (
    <aside aria-label="Preview" data-testid="preview-banner" data-status={preview.status} style={bannerStyle}>
      {preview.status === 'valid' ? (
        <span>
          <strong>Preview in this tab:</strong> <code>{preview.remote}</code> <code>{preview.version}</code>, a release
          other visitors do not see.
        </span>
      ) : (
        <span>
          <strong>Preview link refused</strong>
          {preview.remote ? (
            <>
              {' '}
              (<code>{preview.remote}</code> <code>{preview.version}</code>)
            </>
          ) : null}
          : {WHY[preview.reason]}. Nothing was loaded from it.
        </span>
      )}
      {/* A document navigation: the server serves the page without the preview. */}
      <a href={leave} data-testid="leave-preview">
        Leave the preview
      </a>
    </aside>
  );
}
