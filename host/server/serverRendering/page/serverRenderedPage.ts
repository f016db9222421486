import type { PageData, ShellMarkup } from '@mfp/shared/page';
import { renderHostPage } from '../../pages/renderHostPage';
import type { PreloadHint } from '../../pages/routeHints';

/** The root as the build writes it: minified, its attribute quotes dropped. */
const EMPTY_ROOT = /<div id=(?:"root"|root)>\s*<\/div>/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

/**
 * The host page with the server's render in it (decision 0064): the template's head with the page data and the preload
 * hints as before (`renderHostPage`), the elements the remote's render hoisted (`slotHead`) and then the host's own
 * (its `<title>` replaces the template's; the browser shows the first title, so a remote's own wins), and the
 * root's markup inside `<div id="root">`, and what goes right after it (`afterRoot`: the slot's loader data block,
 * decision 0093). Undefined for a template without an empty root, which the browser
 * then renders alone.
 */
export function serverRenderedPage(
  template: string,
  data: PageData,
  hints: readonly PreloadHint[],
  markup: Pick<ShellMarkup, 'head' | 'body'>,
  slotHead: string,
  afterRoot = '',
): string | undefined {
  if (!EMPTY_ROOT.test(template)) return undefined;
  const withoutTitle = markup.head.includes('<title>') ? template.replace(TEMPLATE_TITLE, '') : template;
  const page = renderHostPage(withoutTitle, data, hints);
  const headEnd = page.indexOf('</head>');
  const withHead = headEnd === -1 ? page : page.slice(0, headEnd) + slotHead + markup.head + page.slice(headEnd);
  return withHead.replace(EMPTY_ROOT, () => `<div id="root">${markup.body}</div>${afterRoot}`);
}
