/**
 * The tab's current page-view token (decision 0087): the page's own (its page data's `pageView`), then the one each
 * `/registry.json` answer brings (a client navigation is a page view too). Beacons and reports carry it, so the server
 * counts them as this page view's. Module state: one tab, one current page view.
 *
 * Not covered: a mount that starts before its navigation's registry answer arrives is counted under the previous
 * page view's token (one mount per remote and token, so a return to a remote before the answer is over the limit).
 */
let current: string | undefined;

/** Makes `token` the tab's current one; an answer without one (a server that counts nothing) leaves it as it is. */
export function setPageView(token: string | null | undefined): void {
  if (token) current = token;
}

/** The token to send now; undefined on a page served without one. */
export const currentPageView = (): string | undefined => current;

/** `value` with the current token in its `pageView` field, when there is one. */
export function withPageView<Body extends object>(value: Body): Body & { pageView?: string } {
  return current === undefined ? value : { ...value, pageView: current };
}
