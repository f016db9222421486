/**
 * The dependencies every remote must take from the host, never from its own bundle: two Reacts in one page break
 * hooks, and remotes render routes inside the host's router (decision 0003). Subpath imports (`react/jsx-runtime`,
 * `react-dom/client`) belong to their package.
 *
 * `required` says what a manifest that does not list the package means:
 * - `always`: every remote renders React, so not sharing it means bundling a second copy;
 * - `if-used`: a remote that does not use react-router need not share it, and a manifest cannot tell "bundles its own"
 *   from "does not use it", so the missing share is only a soft problem, used to classify a later render failure.
 */
export const PLATFORM_SINGLETONS = [
  { name: 'react', required: 'always' },
  { name: 'react-dom', required: 'always' },
  { name: 'react-router', required: 'if-used' },
] as const satisfies readonly { name: string; required: 'always' | 'if-used' }[];

export type PlatformSingleton = (typeof PLATFORM_SINGLETONS)[number]['name'];

/** The platform singleton a shared key belongs to (`react/jsx-runtime` -> `react`), or undefined. */
export function platformSingletonOf(sharedName: string): PlatformSingleton | undefined {
  return PLATFORM_SINGLETONS.find(({ name }) => sharedName === name || sharedName.startsWith(`${name}/`))?.name;
}
