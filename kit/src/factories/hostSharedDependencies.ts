import { satisfy } from '@module-federation/runtime-core';
import { sharedDependencies } from '@mfp/webpack-config';
import { dependencies as hostDependencies } from '../../../package.json';

type Shared = ReturnType<typeof sharedDependencies>;

/** The ranges the host is built with (the root package.json), fixed into the kit when it is bundled. */
const HOST_RANGES: Record<string, string> = hostDependencies;

/**
 * The shared block of a remote built with the kit, by the contract's version rule (`SHARED_VERSION_RULE`, decision
 * 0056): the platform's singletons at the versions installed for the remote, each requiring the range the host
 * provides (`^` of its version, a unit test holds the root's ranges to it) rather than `^` of what the team happened
 * to install. A team that installs react-router 7.18.6 against a host on 7.18.5 still builds a remote that host
 * accepts; its own copy stays the fallback where no host provides one. An installed version outside the host's range
 * (another major, or older) keeps its own `^` range: the gate and the host refuse another major, naming the pin.
 */
export function hostSharedDependencies(packageDir: string): Shared {
  const shared: Record<string, { singleton: boolean; requiredVersion: string; version: string } | undefined> =
    sharedDependencies(packageDir);
  const withHostRanges = Object.entries(shared).map(([key, share]) => {
    const range = HOST_RANGES[key.replace(/\/$/, '')];
    const fits = share && range && satisfy(share.version, range);
    return [key, fits ? { ...share, requiredVersion: range } : share];
  });
  return Object.fromEntries(withHostRanges) as Shared;
}
