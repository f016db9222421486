import { PREVIEW_PARAM, REGISTRY_PATH } from '@mfp/shared/registry';
import type { TabStorage } from '../session/tabStorage';

/** Versioned like the overrides' key: a later format gets a new key rather than misreading this one. */
export const PREVIEW_STORAGE_KEY = 'mfp.preview.v1';

/** What the page's URL said of the preview link at boot: nothing to do, or the URL that carries the tab's link. */
export type PreviewCapture = { kind: 'as-is' } | { kind: 'restore'; url: string };

const search = (params: URLSearchParams) => (params.size === 0 ? '' : `?${params.toString()}`);

/**
 * The preview link of this tab (`?mfp-preview=`, decision 0076): kept in sessionStorage for the tab's session and in
 * the page's URL, since the host server reads it from the URL to serve the page (its entry, its server render) and
 * the tab's `/registry.json` reads carry it too. Another tab, without it, sees what every visitor sees. An empty
 * value is the banner's way out: the tab leaves the preview.
 */
export class PreviewSession {
  private value: string | undefined;

  constructor(private readonly storage: TabStorage | undefined) {
    try {
      this.value = storage?.getItem(PREVIEW_STORAGE_KEY) ?? undefined;
    } catch {
      this.value = undefined;
    }
  }

  /**
   * Reads the page's URL at boot: a link in it becomes the tab's; an empty one ends the tab's preview (and leaves the
   * URL); none, while the tab has one, asks for the same URL with it (a full navigation that lost it), so that the
   * server serves the page as the tab's registry reads will be served.
   */
  capture(location: Pick<Location, 'href'>, history: Pick<History, 'replaceState' | 'state'>): PreviewCapture {
    const url = new URL(location.href);
    const given = url.searchParams.get(PREVIEW_PARAM);
    if (given === null) {
      if (this.value === undefined) return { kind: 'as-is' };
      url.searchParams.set(PREVIEW_PARAM, this.value);
      return { kind: 'restore', url: url.href };
    }
    this.save(given || undefined);
    if (!given) {
      url.searchParams.delete(PREVIEW_PARAM);
      history.replaceState(history.state, '', `${url.pathname}${search(url.searchParams)}${url.hash}`);
    }
    return { kind: 'as-is' };
  }

  /** The tab's link, for its `/registry.json` reads and its URLs; undefined without one. */
  readonly link = (): string | undefined => this.value;

  /** Where the page reads the registry: with the tab's link, so that it is served the release the page was. */
  registryUrl(): string {
    return this.value === undefined
      ? REGISTRY_PATH
      : `${REGISTRY_PATH}?${new URLSearchParams({ [PREVIEW_PARAM]: this.value }).toString()}`;
  }

  private save(value: string | undefined): void {
    this.value = value;
    try {
      if (value === undefined) this.storage?.removeItem(PREVIEW_STORAGE_KEY);
      else this.storage?.setItem(PREVIEW_STORAGE_KEY, value);
    } catch {
      // Storage refused the write: the link still holds for this page, through its URL.
    }
  }
}

/** A query string with the tab's link in it, for a URL the router navigated to without it. */
export function withPreviewLink(query: string, link: string): string {
  const params = new URLSearchParams(query);
  params.set(PREVIEW_PARAM, link);
  return `?${params.toString()}`;
}
