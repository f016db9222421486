/*
 * A remote's `loader` (decision 0093), run inside its isolate before its render: called with the request's URL split
 * as the contract says, its API origins, and a `fetch` that answers the same GET once per load. Its result leaves as
 * JSON text, which is what the browser gets: the render reads it back from that text, so server and browser render
 * from the same value.
 */
import type { LoaderArgs, LoaderFetch, LoaderFetchInit } from '@mfp/shared/remote';

type ExposedModule = { loader?: unknown };

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

/** The realm's `fetch`, with each GET without a body made once per load and its answer shared. */
function dedupedFetch(): LoaderFetch {
  const realmFetch = (globalThis as unknown as { fetch: LoaderFetch }).fetch;
  const made = new Map<string, ReturnType<LoaderFetch>>();
  return (url, init: LoaderFetchInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || init.body !== undefined) return realmFetch(url, init);
    const key = `${String(url)}\n${JSON.stringify(init.headers ?? {})}`;
    let answer = made.get(key);
    if (!answer) made.set(key, (answer = realmFetch(url, init)));
    return answer;
  };
}

/**
 * Runs the exposed module's `loader` for `url` (path and query) under `route`, resolving to its result as JSON text,
 * or null when the module exports none. A result JSON cannot carry (undefined, a function) is the loader's failure.
 */
export async function runLoader(
  exposed: ExposedModule | undefined,
  url: string,
  route: string,
  apiOrigins: readonly string[],
): Promise<string | null> {
  const loader = exposed?.loader;
  if (typeof loader !== 'function') return null;
  const parsed = new URL(url, 'http://mfp.invalid');
  const args: LoaderArgs = {
    url,
    path: pathBelow(parsed.pathname, route),
    query: queryOf(parsed.searchParams),
    apiOrigins: [...apiOrigins],
    fetch: dedupedFetch(),
  };
  const json = JSON.stringify(await (loader as (args: LoaderArgs) => unknown)(args));
  if (typeof json !== 'string') throw new TypeError('the loader resolved to a value JSON cannot carry (undefined?)');
  return json;
}
