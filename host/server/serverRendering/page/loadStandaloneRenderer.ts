import type { StandaloneRenderer } from '@mfp/shared/page';
import { RENDERER, serverRendererModule } from './serverRendererModule';

/**
 * The standalone page's server renderer, for `npm run dev:remote -- <name> --ssr` (decision 0069), loaded with React on
 * the first page it renders, through the same one place as the host's (`serverRendererModule`).
 */
export function loadStandaloneRenderer(): StandaloneRenderer {
  const renderStandalone: unknown = (serverRendererModule() as { renderStandalone?: unknown } | null)?.renderStandalone;
  if (typeof renderStandalone !== 'function')
    throw new Error(
      `${RENDERER} does not export renderStandalone: the standalone page's renderer is missing or broken.`,
    );
  return renderStandalone as StandaloneRenderer;
}
