/**
 * The dependencies every remote must take from the host, never from its own bundle: two Reacts in one page break
 * hooks, and remotes render routes inside the host's router (decision 0003). Subpath imports (`react/jsx-runtime`,
 * `react-dom/client`) belong to their package.
 *
 * `required` says what a manifest that does not list the package means:
 * - `always`: every remote renders React components, so not sharing `react` means bundling a second copy;
 * - `if-used`: a remote that only exposes components never imports `react-dom` (the host renders them), and one
 *   without routes never imports react-router. A manifest lists only what the build shares, so it cannot tell
 *   "bundles its own" from "does not use it": the missing share is a soft problem, which only classifies a later
 *   render failure (an invalid hook call, hooks outside a Router) as `shared-incompatible`.
 */
export const PLATFORM_SINGLETONS = [
  { name: 'react', required: 'always' },
  { name: 'react-dom', required: 'if-used' },
  { name: 'react-router', required: 'if-used' },
] as const satisfies readonly { name: string; required: 'always' | 'if-used' }[];

export type PlatformSingleton = (typeof PLATFORM_SINGLETONS)[number]['name'];

/** The platform singleton a shared key belongs to (`react/jsx-runtime` -> `react`), or undefined. */
export function platformSingletonOf(sharedName: string): PlatformSingleton | undefined {
  return PLATFORM_SINGLETONS.find(({ name }) => sharedName === name || sharedName.startsWith(`${name}/`))?.name;
}
