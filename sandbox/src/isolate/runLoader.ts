/*
 * A remote's `loader` (decision 0093), run inside its isolate before its render: called with the request's URL split
 * as the contract says, its API origins, and a `fetch` that answers the same GET once per load. Its result leaves as
 * JSON text, which is what the browser gets: the render reads it back from that text, so server and browser render
 * from the same value.
 */
import { loaderArgsFor, type LoaderArgs, type LoaderFetch, type LoaderFetchInit } from '@mfp/shared/remote';

type ExposedModule = { loader?: unknown };

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
  const args = loaderArgsFor(url, route, apiOrigins, dedupedFetch());
  const json = JSON.stringify(await (loader as (args: LoaderArgs) => unknown)(args));
  if (typeof json !== 'string') throw new TypeError('the loader resolved to a value JSON cannot carry (undefined?)');
  return json;
}
