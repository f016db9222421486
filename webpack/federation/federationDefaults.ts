import { sharedDependencies } from '../sharing/sharedDependencies';

/**
 * Federation settings common to the host and every remote, in one place.
 * - `loaded-first`: the default `version-first` fetches every remote's entry at startup, so one offline remote would
 *   break startup (module-federation/core#3877).
 * - `dts: false`: remotes are registered at run time, so there is nothing to download types from at build time.
 *   Types are shared through the `@mfp/shared` contract instead.
 */
export function federationDefaults(packageDir?: string) {
  return {
    shared: sharedDependencies(packageDir),
    shareStrategy: 'loaded-first' as const,
    dts: false as const,
  };
}
