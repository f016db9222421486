import { PREVIEW_PARAM } from '@mfp/shared/registry';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withPreviewLink } from './previewSession';

/**
 * Keeps the tab's preview link in the URL across client navigations (decision 0076): a route the router navigated to
 * without it (a header link, a remote's `navigate`) gets it back in place, so that a reload, or the URL copied from
 * this tab, is served the same release. Nothing without a link.
 */
export function useKeepPreviewLink(link: string | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (link === undefined || new URLSearchParams(location.search).has(PREVIEW_PARAM)) return;
    void navigate(
      { pathname: location.pathname, search: withPreviewLink(location.search, link), hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [link, location, navigate]);
}
