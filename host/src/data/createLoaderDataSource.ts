import { SERVER_RENDER_FAILURE_KINDS, type ServerRenderFailureKind } from '@mfp/shared/failures';
import { createFailure } from '../failures/failureFactory';
import { rememberServerDigest } from './serverFailureDigest';
import { track } from './trackedPromise';
import { withoutPlatformParameters } from '@mfp/shared/page';
import { PREVIEW_PARAM } from '@mfp/shared/registry';
import { LOADER_DATA_PATH, loaderAnswerSchema, type LoaderAnswer, type LoaderDataSource } from '@mfp/shared/remote';

/** What the source is told of the page: its remote, and the data the server sent for one URL, if any. */
export interface LoaderDataSourceOptions {
  remote: string;
  /** The server's data: the URL it was loaded for (without platform parameters) and its JSON text. */
  seed?: { url: string; data: string };
  fetch?: (input: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  /**
   * The remote's loader run in the browser, for a host that runs none on its server (`npm run dev`: its data route
   * answers 404, or `unavailable`); without it, that is the slot's failure.
   */
  inBrowser?: LoaderDataSource;
}

const isServerKind = (kind: string): kind is ServerRenderFailureKind =>
  (SERVER_RENDER_FAILURE_KINDS as readonly string[]).includes(kind);

function dataOf(remote: string, answer: LoaderAnswer): unknown {
  if (answer.status === 'loaded') return JSON.parse(answer.data) as unknown;
  if (answer.status === 'none') return undefined;
  const message =
    answer.status === 'failed'
      ? `the loader failed on the server as ${answer.kind}, digest ${answer.digest}`
      : `the loader could not run: ${answer.reason}`;
  const kind = answer.status === 'failed' && isServerKind(answer.kind) ? answer.kind : 'server-data-failed';
  const failure = createFailure({ culprit: 'remote', remote, kind, message });
  throw answer.status === 'failed' ? rememberServerDigest(failure, answer.digest) : failure;
}

/**
 * A slot's loader data (decision 0093): the server's for the URL it rendered, read at once so hydration renders what
 * the server did, and for every other URL one request to the host's data route, kept for the page's life so that a
 * render that suspends reads the same promise again and a back navigation asks nothing again.
 *
 * Not covered: a remote whose loader runs in the browser (not offered yet).
 */
export function createLoaderDataSource({
  remote,
  seed,
  // Looked up when a load starts, not when the slot renders: the page's `fetch` may be wrapped or absent until then.
  fetch = (input) => window.fetch(input),
  inBrowser,
}: LoaderDataSourceOptions) {
  const byUrl = new Map<string, unknown>();
  // Once the host said it runs no loaders, every later load goes to the browser's without asking it again.
  let hostRunsNone = false;
  if (seed) byUrl.set(seed.url, JSON.parse(seed.data) as unknown);
  const load = async (url: string, preview: string | null) => {
    // A preview tab's link goes with the request, as with its registry reads: the route then runs its release.
    const link = preview === null ? '' : `&${PREVIEW_PARAM}=${encodeURIComponent(preview)}`;
    if (hostRunsNone && inBrowser) return inBrowser.read(url);
    const response = await fetch(
      `${LOADER_DATA_PATH}${encodeURIComponent(remote)}?url=${encodeURIComponent(url)}${link}`,
    );
    const parsed = loaderAnswerSchema.safeParse(await response.json().catch(() => undefined));
    const unavailable = parsed.success ? parsed.data.status === 'unavailable' : response.status === 404;
    if (unavailable && inBrowser) {
      hostRunsNone = true;
      return inBrowser.read(url);
    }
    if (!parsed.success)
      throw createFailure({
        culprit: 'remote',
        remote,
        kind: 'server-data-failed',
        message: `the host's data route answered ${response.status} out of contract`,
      });
    return dataOf(remote, parsed.data);
  };
  const source: LoaderDataSource = {
    read(url) {
      const key = withoutPlatformParameters(url);
      if (byUrl.has(key)) return byUrl.get(key);
      const pending = track(load(key, new URLSearchParams(url.split('?')[1] ?? '').get(PREVIEW_PARAM)));
      byUrl.set(key, pending);
      return pending;
    },
  };
  return source;
}
