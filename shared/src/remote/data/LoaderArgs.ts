/** The answer a loader's `fetch` gives: the parts of the Fetch API's `Response` the sandbox copies out. */
export interface LoaderResponse {
  ok: boolean;
  status: number;
  statusText: string;
  url: string;
  headers: { get(name: string): string | null; has(name: string): boolean };
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** The request a loader's `fetch` may make: GET or POST with string headers and body, no streaming. */
export interface LoaderFetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The `fetch` a loader is given: the sandbox's, which reaches only the remote's own API origins (its registry
 * settings, `npm run remotes -- api-origins`), and answers the same GET made twice in one load once.
 */
export type LoaderFetch = (url: string, init?: LoaderFetchInit) => Promise<LoaderResponse>;

/** What a remote's `loader` is called with, for one page (decision 0093). */
export interface LoaderArgs {
  /** The request's path and query, as the page's URL has them, without the platform's own parameters. */
  url: string;
  /** The path below the remote's route: `/` for its index, `/p-3` under `/catalog/p-3`. */
  path: string;
  /** The query's parameters, the first value of each name. */
  query: Readonly<Record<string, string>>;
  /** The remote's API origins as the platform team registered them, in order: where its API is. */
  apiOrigins: readonly string[];
  fetch: LoaderFetch;
}

/**
 * A remote's page data, loaded from the URL before its render: on the server in the remote's sandbox, and for a
 * client navigation through the host (`GET /_host/data/<remote>?url=…`). Its result must survive `JSON.stringify`
 * unchanged; the remote reads it with the kit's `useLoaderData()`. A thrown error, or a fetch refused or unanswered,
 * is the platform's failure (`server-data-*`); a 404 is the remote's own UI, with the `mfp:status` meta as always.
 */
export type Loader<Data = unknown> = (args: LoaderArgs) => Promise<Data> | Data;
