import type { LoaderArgs, LoaderFetch } from './LoaderArgs';

/** The query's parameters, the first value of each name, as `LoaderArgs.query` promises. */
function queryOf(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  search.forEach((value, name) => {
    if (!Object.hasOwn(query, name)) query[name] = value;
  });
  return query;
}

/** The path below the remote's route: `/` for the route itself. */
function pathBelow(pathname: string, route: string): string {
  const below = pathname.startsWith(route) ? pathname.slice(route.length) : pathname;
  return below.startsWith('/') ? below : `/${below}`;
}

/**
 * What a remote's `loader` is called with for `url` (path and query) under `route` (decision 0093): one reading of
 * the URL wherever the loader runs (the sandbox, the browser on a host that runs none, the bench's single bundle), so
 * a loader sees the same arguments in each.
 */
export function loaderArgsFor(
  url: string,
  route: string,
  apiOrigins: readonly string[],
  fetch: LoaderFetch,
): LoaderArgs {
  // Any base will do: only the path and query are read, and a relative URL is what every caller holds.
  const parsed = new URL(url, 'http://mfp.invalid');
  return {
    url: parsed.pathname + parsed.search,
    path: pathBelow(parsed.pathname, route),
    query: queryOf(parsed.searchParams),
    apiOrigins: [...apiOrigins],
    fetch,
  };
}
