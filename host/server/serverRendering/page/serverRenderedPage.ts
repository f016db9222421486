import type { PageData, ShellMarkup } from '@mfp/shared/page';
import { renderHostPage } from '../../pages/renderHostPage';
import type { PreloadHint } from '../../pages/routeHints';

/** The root as the build writes it: minified, its attribute quotes dropped. */
const EMPTY_ROOT = /<div id=(?:"root"|root)>\s*<\/div>/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const ROOT_START = '<div id="root">';

/** The page around its root's markup: up to and including the root's start tag, and after the root's end tag. */
export interface PageAroundRoot {
  beforeRoot: string;
  afterRoot: string;
}

/**
 * The host page around the server's render (decision 0064): the template's head with the page data and the preload
 * hints as before (`renderHostPage`), the elements the remote's render hoisted (`slotHead`) and then the host's own
 * (`head`: its `<title>` replaces the template's; the browser shows the first title, so a remote's own wins), up to
 * the root, whose markup goes between the two parts, and the rest of the template after the root. Undefined for a
 * template without an empty root, which the browser then renders alone.
 */
export function pageAroundRoot(
  template: string,
  data: PageData,
  hints: readonly PreloadHint[],
  head: string,
  slotHead: string,
): PageAroundRoot | undefined {
  if (!EMPTY_ROOT.test(template)) return undefined;
  const withoutTitle = head.includes('<title>') ? template.replace(TEMPLATE_TITLE, '') : template;
  const page = renderHostPage(withoutTitle, data, hints);
  const headEnd = page.indexOf('</head>');
  const withHead = headEnd === -1 ? page : page.slice(0, headEnd) + slotHead + head + page.slice(headEnd);
  const root = EMPTY_ROOT.exec(withHead);
  if (!root) return undefined;
  return {
    beforeRoot: withHead.slice(0, root.index) + ROOT_START,
    afterRoot: withHead.slice(root.index + root[0].length),
  };
}

/**
 * The host page with the server's render in it, whole (`pageAroundRoot` with the root's markup, `markup.body`, in
 * between, and `rootNext` right after the root: a standalone page's loader data block); undefined for a template
 * without an empty root.
 */
export function serverRenderedPage(
  template: string,
  data: PageData,
  hints: readonly PreloadHint[],
  markup: Pick<ShellMarkup, 'head' | 'body'>,
  slotHead: string,
  rootNext = '',
): string | undefined {
  const around = pageAroundRoot(template, data, hints, markup.head, slotHead);
  return around && `${around.beforeRoot}${markup.body}</div>${rootNext}${around.afterRoot}`;
}
