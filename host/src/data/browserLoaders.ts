import type { Loader } from '@mfp/shared/remote';

/** Each loaded `./App` module's `loader`, by its component: what the slot mounts is the component alone. */
const loaders = new WeakMap<object, Loader>();

/** Remembers `module`'s `loader` beside its component, when it exports one (decision 0093). */
export function rememberLoader(component: object, module: unknown): void {
  const loader = (module as { loader?: unknown } | null | undefined)?.loader;
  if (typeof loader === 'function') loaders.set(component, loader as Loader);
}

/**
 * The `loader` of the module `component` came from, for a host that runs no loaders on its server (`npm run dev`):
 * the slot then runs it in the browser against the remote's API origins.
 */
export function loaderOf(component: unknown): Loader | undefined {
  return typeof component === 'function' || (typeof component === 'object' && component !== null)
    ? loaders.get(component)
    : undefined;
}
