import { REGISTRY_PATH, type RegistryEntry } from '@mfp/shared/registry';
import { errorMessage } from '../failures/errorMessage';
import { createFailure, toFailure } from '../failures/failureFactory';
import { withDeadline } from '../deadline/withDeadline';
import type { NavigationItem, PageData } from '@mfp/shared/page';
import { parseRegistry, type RegistryProblem } from './parseRegistry';
import { PAGE_VIEW_HEADER } from '@mfp/shared/pageViews';
import { setPageView } from '../pageViews/currentPageView';

export interface LoadedRegistry {
  remotes: RegistryEntry[];
  problems: RegistryProblem[];
  /** Origin patterns `?mf-override=` may load from; absent while the server has overrides off. */
  overrideOrigins?: string[];
  /** Every remote, when `remotes` is only the page's part of the registry (its route's entry); absent when whole. */
  navigation?: NavigationItem[];
}

/** What the page itself says about origins (its page data), which every registry is read with. */
export type PageOrigins = Pick<PageData, 'allowedRemoteOrigins' | 'overrideOrigins'>;

// Messages name the path only: the URL may carry the tab's preview link, which no report may hold (decision 0076).
function download(timeoutMs: number, url: string): Promise<string> {
  return withDeadline(`Fetching ${REGISTRY_PATH}`, timeoutMs, async (signal) => {
    const response = await fetch(url, { cache: 'no-cache', signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${REGISTRY_PATH}`);
    // The navigation this read is for is a page view of its own (decision 0087).
    setPageView(response.headers.get(PAGE_VIEW_HEADER));
    return response.text();
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw createFailure({
      culprit: 'registry',
      kind: 'registry-invalid',
      message: `${REGISTRY_PATH} is not JSON: ${errorMessage(error)}`,
      cause: error,
    });
  }
}

/**
 * Validates a registry document as the page reads it: entries on origins the page does not allow are skipped, and the
 * override origins are the page's. Throws a `registry-invalid` PlatformFailure for a document that is no registry.
 */
export function loadRegistryDocument(document: unknown, page: PageOrigins): LoadedRegistry {
  const parsed = parseRegistry(document, { allowedOrigins: page.allowedRemoteOrigins });
  if (!parsed.ok) throw createFailure({ culprit: 'registry', kind: 'registry-invalid', message: parsed.message });
  const { overrideOrigins } = page;
  return { remotes: parsed.remotes, problems: parsed.problems, ...(overrideOrigins ? { overrideOrigins } : {}) };
}

/**
 * Fetches and validates the registry (`loadRegistryDocument`) from `url`: `/registry.json`, with the tab's preview link
 * when it has one; the same-origin request carries the visitor's cohort cookie.
 * Rejects with a `registry-unreachable` or `registry-invalid` PlatformFailure.
 */
export async function fetchRegistry(
  timeoutMs: number,
  page: PageOrigins,
  url: string = REGISTRY_PATH,
): Promise<LoadedRegistry> {
  const text = await download(timeoutMs, url).catch((error: unknown) => {
    throw toFailure(error, { culprit: 'registry' });
  });
  return loadRegistryDocument(parseJson(text), page);
}
