import type { ShellRenderer } from '@mfp/shared/page';
import { RENDERER, serverRendererModule } from './serverRendererModule';

/**
 * The host's server renderer of a page (decision 0064), loaded with React on the first page the server renders
 * (`serverRendererModule`, the one place Node loads React).
 */
export function loadShellRenderer(): ShellRenderer {
  const renderShell: unknown = (serverRendererModule() as { renderShell?: unknown } | null)?.renderShell;
  if (typeof renderShell !== 'function')
    throw new Error(`${RENDERER} does not export renderShell: the host's server renderer is missing or broken.`);
  return renderShell as ShellRenderer;
}
